import { connection } from 'next/server';
import { Ask } from './ask.jsx';

// a server component: the set's markup is rendered on the server, then hydrated
export default async function Page() {
  // EXAMPLE_RENDER=request: rendered on each request (`next start`), not once at build time
  if (process.env.EXAMPLE_RENDER === 'request') await connection();
  return <Ask />;
}

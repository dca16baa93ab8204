import { Ask } from './ask.jsx';

// a server component: the set's markup is rendered on the server, then hydrated
export default function Page() {
  return <Ask />;
}

// The "build" of a script-tag page: index.html and the package's script-tag files beside it.
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// where npm installed the package (here or in a parent folder's node_modules)
const pkg = dirname(createRequire(import.meta.url).resolve('question-elements/package.json'));

rmSync('out', { recursive: true, force: true });
mkdirSync('out');
copyFileSync('index.html', 'out/index.html');
// dist/ holds the script-tag files at its top; dist/npm and dist/types are for bundlers
cpSync(join(pkg, 'dist'), 'out/question-elements', {
  recursive: true,
  filter: (src) => !/[\\/](npm|types)$/.test(src) && !src.endsWith('.map'),
});

// `npm run dev`: the built page served at http://127.0.0.1:5173/ (PORT to change it)
if (process.argv.includes('--serve')) {
  const { createServer } = await import('node:http');
  const { readFile } = await import('node:fs/promises');
  const { extname, normalize } = await import('node:path');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };
  const port = Number(process.env.PORT) || 5173;
  createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^[/\\]+/,
      '',
    );
    try {
      const body = await readFile(join('out', path.endsWith('/') || !path ? `${path}index.html` : path));
      response.writeHead(200, {
        'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  }).listen(port, '127.0.0.1', () => console.log(`http://127.0.0.1:${port}/`));
}

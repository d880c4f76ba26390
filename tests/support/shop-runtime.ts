// How `npm start` runs the compiled shop — the variables and Node flags before `dist/server/main.js` — read from the
// start script itself, so the tests and benches that start real shop processes run it exactly so (decision 0152).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `{ env, nodeArgs }` of the last command of package.json's start script: `VAR=value … node FLAGS… dist/server/main.js`. */
export function shopRuntime(): { env: Record<string, string>; nodeArgs: string[] } {
  const start: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const words = (start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node' || words.at(-1) !== 'dist/server/main.js') {
    throw new Error(`package.json's start script should end with "node … dist/server/main.js": ${start}`);
  }
  return { env, nodeArgs: words.slice(0, -1) };
}

// Compiles the shop for `npm start`: src/ → dist/server (main.js, the chunks it imports on demand, the PGlite
// thread's entry, and the migrations and the bot's texts it reads at run time). Cached: nothing is done when
// dist/server is newer than its sources. `--force` builds anyway. Packages stay in node_modules (not bundled): the
// build only replaces tsx's loader.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/server');
const sources = [join(root, 'src'), fileURLToPath(import.meta.url), join(root, 'package-lock.json'), join(root, 'tsconfig.json')];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds dist/server unless it is newer than every source; resolves true when it built. */
export async function buildServer({ force = false, quiet = false } = {}) {
  const builtAt = existsSync(join(out, 'main.js')) ? statSync(join(out, 'main.js')).mtimeMs : 0;
  if (!force && builtAt >= Math.max(...sources.map(newestMtime))) return false;
  if (!quiet) process.stdout.write('Building the shop (src/ → dist/server)…\n');
  // Built aside and moved in whole, so a process starting meanwhile never reads half a build.
  const staging = `${out}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: [
      { in: join(root, 'src/main.ts'), out: 'main' },
      // Named as the source's thread entry, so `new URL('./pglite-thread-start.mjs', import.meta.url)` finds it.
      { in: join(root, 'src/db/pglite-thread-worker.ts'), out: 'pglite-thread-start' },
    ],
    outdir: staging,
    outExtension: { '.js': '.js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Chunks: a module the shop imports on demand (PGlite's side of src/db/client.ts) stays out of a process that never
    // asks for it, with the packages it imports. Whitespace and comments out: V8 keeps every loaded script's source in
    // the heap, and a source with one non-Latin-1 character (the comments' arrows and apostrophes) is kept at two bytes
    // a character (issue 30's memory goal). Names are kept; stack traces map back with the source map on request.
    splitting: true,
    minifyWhitespace: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  renameSync(join(staging, 'pglite-thread-start.js'), join(staging, 'pglite-thread-start.mjs'));
  // What the code reads beside itself (src/db/client.ts, src/messenger/i18n.ts).
  cpSync(join(root, 'src/db/migrations'), join(staging, 'migrations'), { recursive: true });
  cpSync(join(root, 'src/messenger/locales'), join(staging, 'locales'), { recursive: true });
  mkdirSync(dirname(out), { recursive: true });
  rmSync(out, { recursive: true, force: true });
  renameSync(staging, out);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ force: process.argv.includes('--force') });

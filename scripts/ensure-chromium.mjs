// `npm test` calls this first: the browser tests need Chromium (the rule of chromium-path.mjs: CHROMIUM_PATH, else
// Debian's headless shell, else Debian's full browser). Installs Debian's headless shell when it can, else stops and
// says how.
import { spawnSync } from 'node:child_process';
import { FULL_BROWSER, HEADLESS_SHELL, isExecutable } from './chromium-path.mjs';

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

const howTo = [
  'The browser tests (tests/e2e) need Chromium and are never skipped. Install it, then run the tests again:',
  `  Debian/Ubuntu:  sudo apt-get install -y ${HEADLESS_SHELL.aptPackage}   (or ${FULL_BROWSER.aptPackage})`,
  '  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser',
].join('\n');

const wanted = process.env.CHROMIUM_PATH;
if (wanted) {
  // An explicit path that does not work is a mistake to report, not a cue to use another browser.
  if (!isExecutable(wanted)) fail(`CHROMIUM_PATH is set to "${wanted}", which is not an executable file.\n${howTo}`);
  process.exit(0);
}
if (isExecutable(HEADLESS_SHELL.path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  if (isExecutable(FULL_BROWSER.path)) process.exit(0);
  fail(`Chromium was not found at ${HEADLESS_SHELL.path} or ${FULL_BROWSER.path}.\n${howTo}`);
}

process.stdout.write(`Chromium's headless shell was not found at ${HEADLESS_SHELL.path}: installing Debian's ${HEADLESS_SHELL.aptPackage} package (apt-get)…\n`);
const install = spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${HEADLESS_SHELL.aptPackage}`], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (install.status === 0 && isExecutable(HEADLESS_SHELL.path)) {
  process.stdout.write(`Chromium's headless shell installed at ${HEADLESS_SHELL.path}.\n`);
} else if (isExecutable(FULL_BROWSER.path)) {
  process.stdout.write(`Installing ${HEADLESS_SHELL.aptPackage} failed; the browser tests use ${FULL_BROWSER.path}.\n`);
} else {
  fail(`Installing ${HEADLESS_SHELL.aptPackage} with apt-get failed (exit ${install.status ?? install.signal}).\n${howTo}`);
}

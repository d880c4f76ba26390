// `npm test` calls this first: the browser tests need Chromium (CHROMIUM_PATH, else /usr/bin/chromium); install Debian's when we can, else stop and say how.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

const howTo = [
  'The browser tests (tests/e2e) need Chromium and are never skipped. Install it, then run the tests again:',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser',
].join('\n');

const wanted = process.env.CHROMIUM_PATH;
if (wanted) {
  // An explicit path that does not work is a mistake to report, not a cue to use another browser.
  if (!isExecutable(wanted)) fail(`CHROMIUM_PATH is set to "${wanted}", which is not an executable file.\n${howTo}`);
  process.exit(0);
}
if (isExecutable(DEFAULT_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) fail(`Chromium was not found at ${DEFAULT_PATH}.\n${howTo}`);

process.stdout.write(`Chromium was not found at ${DEFAULT_PATH}: installing Debian's chromium package (apt-get)…\n`);
const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (install.status !== 0 || !isExecutable(DEFAULT_PATH)) {
  fail(`Installing chromium with apt-get failed (exit ${install.status ?? install.signal}).\n${howTo}`);
}
process.stdout.write(`Chromium installed at ${DEFAULT_PATH}.\n`);

// Starts the shop as `npm start` does (a real child process) and waits for its banner; used by the start-up tests.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { shopRuntime } from './shop-runtime';

export type Started = { child: ChildProcess; output: () => string; url: string };

/**
 * Spawns the compiled shop (`dist/server/main.js`) with only PATH and the given variables; resolves on the banner, rejects if the process exits first.
 * `asNpmStart`: in a process group of its own, as `npm start` runs it from a terminal whose Ctrl-C reaches the group.
 */
export function startShop(env: Record<string, string>, timeoutMs = 90_000, options: { asNpmStart?: boolean } = {}): Promise<Started> {
  ensureBuilt();
  // The command `npm start` runs once its builds are fresh: the compiled shop, one process (decisions 0126, 0143). The
  // tests' global set-up builds it (tests/support/global-setup.ts).
  const runtime = shopRuntime();
  const child = spawn(process.execPath, [...runtime.nodeArgs, 'dist/server/main.js'], {
    env: { ...runtime.env, PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.asNpmStart === true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no banner in time:\n${out}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const m = /AutoShop is running: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({ child, output: () => out, url: m[1] });
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(Object.assign(new Error(`exited with ${code}:\n${out}`), { code, out }));
    });
  });
}

/** Shop processes started and not yet gone. */
const running = new Set<ChildProcess>();

/**
 * Kills the shop processes a test left running (run after each test file, tests/support/after-each-file.ts): a test
 * that failed before stopping its shop left it sending to a closed stand-in for the rest of the run, an hour of CPU.
 */
export function killLeftoverShops(): number {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  running.clear();
  return left.length;
}

let built = false;
/**
 * Builds the compiled shop when it is stale, once per process, as `npm start` does: for the scripts that start shops
 * (crash test, load test). In the tests the global set-up has built it already, so this only checks.
 */
function ensureBuilt(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  built = true;
}

/** Sends SIGTERM and resolves with the exit code (at once if the process has already gone). */
export const stopShop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

export const login = (url: string, username: string, password: string | undefined) =>
  fetch(`${url}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/**
 * Sends a signal to the shop's whole process group, as Ctrl-C does, then once more to the shop as npm relays it, and
 * resolves with the exit code once its output is all read ('close', not 'exit', which may come before the last lines).
 */
export const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('close', (code) => resolve(code));
    process.kill(-(child.pid as number), signal);
    child.kill(signal);
  });

// `npm start` as a user runs it: the real process on a fresh data folder, the banner, sign-in, restart, bad config, stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './support/db';

type Started = { child: ChildProcess; output: () => string; url: string };

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner in time:\n${out}`)), 60_000);
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

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe.runIf(testDbKind === 'pglite')('npm start', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds, prints the URL and a one-time admin password, and stops cleanly', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'autoshop-start-'));
    const first = await start({ DATA_DIR: dataDir });
    const password = /password "([^"]+)"/.exec(first.output())?.[1];
    expect(first.output()).toContain('First admin created: user name "admin"');
    expect(password).toBeTruthy();

    expect(await (await fetch(`${first.url}healthz`)).json()).toEqual({ status: 'ok' });
    const login = await fetch(`${first.url}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    expect(await stop(first.child)).toBe(0);

    // Second start on the same folder: data kept, no second admin, no second seed.
    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('First admin created');
    const again = await fetch(`${second.url}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(again.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  });

  it('refuses a bad setting at start-up, naming the variable', async () => {
    const failed = await start({ DATA_DIR: join(tmpdir(), 'unused'), PORT: 'eighty' }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/PORT:/);
  });
});

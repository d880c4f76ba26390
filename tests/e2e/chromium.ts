// How browser tests start Chromium: Debian's (or CHROMIUM_PATH), headless, with nothing phoning home. One module so the
// run's shared browser (global-setup.ts) and a test's own browser (harness.ts) start the same way.
import type { LaunchOptions } from 'playwright-core';

export function chromiumOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

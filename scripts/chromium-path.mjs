// Which Chromium the browser tests drive, one rule for `npm test`'s check (ensure-chromium.mjs) and the tests
// (tests/e2e/chromium.ts): CHROMIUM_PATH when set; else Debian's headless shell, the same Chromium without the desktop
// browser around it (a tenth less CPU for the browser tests, decision 0159); else Debian's full browser.
import { accessSync, constants } from 'node:fs';

export const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', aptPackage: 'chromium-headless-shell' };
export const FULL_BROWSER = { path: '/usr/bin/chromium', aptPackage: 'chromium' };

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The executable to start, whether it exists or not (ensure-chromium.mjs checks). */
export function chromiumPath() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) return wanted;
  return isExecutable(HEADLESS_SHELL.path) || !isExecutable(FULL_BROWSER.path) ? HEADLESS_SHELL.path : FULL_BROWSER.path;
}

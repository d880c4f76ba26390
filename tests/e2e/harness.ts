// Helpers of every browser test: a real shop on a free port (demo data, known admin), Chromium, sign-in, screenshots.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Download, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '../../src/contracts/auth';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { buildTestApp, TEST_ADMIN, testConfig } from '../support/app';
import { createTestDatabase } from '../support/db';
import { chromiumOptions } from './chromium';

const SCREENSHOT_DIR = resolve(import.meta.dirname, 'screenshots');

/** Viewports the back office must work at (DESIGN "Web": 1280 px and 390 px wide). */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

export type Shop = {
  /** Base URL without a trailing slash: `${shop.url}/login`. */
  url: string;
  db: Database;
  app: FastifyInstance;
  admin: { username: string; password: string };
  close(): Promise<void>;
};

/** Starts the real app (API + built back office) over a fresh in-memory database with the demo catalogue and a known admin. */
export async function startShop(options: { config?: Partial<Config> } = {}): Promise<Shop> {
  // The demo shop seeded once per run (global-setup.ts), copied for this file. Browser tests run on PGlite only.
  const db = await createTestDatabase({ pgliteDump: inject('demoShopDump') });
  const app = await buildTestApp({
    config: testConfig(options.config),
    db: db.db,
    logger: false,
    // Tests sign in many times from one address; the throttle has its own tests.
    loginLimits: { perAddress: 10_000, perUsername: 10_000, windowMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    app,
    admin: TEST_ADMIN,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The run's shared Chromium (started by global-setup.ts); `close()` then disconnects, closing this file's contexts.
 * A test that needs other command-line switches gets a Chromium of its own.
 */
export function launchBrowser(options: { extraArgs?: string[] } = {}): Promise<Browser> {
  if (options.extraArgs?.length) return chromium.launch(chromiumOptions(options.extraArgs));
  return chromium.connect(inject('browserEndpoint'));
}

/** A fresh browser profile (empty localStorage) and a page in it; French locale, desktop size unless told. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; motion?: 'full'; signedIn?: SignedIn } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // A visitor who asks for less motion (the app honours it, index.css): the same pages and states, without the frames
  // of every dialog's and toast's animation, which software compositing paid for in CPU (decision 0133). A test that
  // is about what moves asks for `motion: 'full'`.
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: options.motion === 'full' ? 'no-preference' : 'reduce',
    storageState: options.signedIn,
  });
  const errors: string[] = [];
  await watchPolicyViolations(context, errors);
  const page = await context.newPage();
  // Generous: a browser test file alone keeps 1.5 of the two cores busy, three at once run 3–4 times slower (2026-11-28).
  page.setDefaultTimeout(30_000);
  watchErrors(page, errors);
  return { context, page, errors };
}

/**
 * Every Content-Security-Policy violation in any page or frame of the context becomes an error of the test, so a test
 * that asserts a clean page also asserts the shop's policy (decision 0122) blocked nothing the page needed. The
 * `securitypolicyviolation` event also covers what the console reports less plainly (style attributes, eval).
 */
async function watchPolicyViolations(context: BrowserContext, errors: string[]): Promise<void> {
  await context.exposeBinding('__autoshopPolicyViolation', ({ frame }, text: string) => {
    errors.push(`csp: ${text} (in ${frame.url()})`);
  });
  // Playwright's init scripts run outside the page's policy, before the page's own scripts.
  await context.addInitScript(`window.addEventListener('securitypolicyviolation', (e) => {
    window.__autoshopPolicyViolation(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber + (e.sample ? ' « ' + e.sample + ' »' : ''));
  }, true);`);
}

/**
 * Collects uncaught page errors and console errors, so a test can assert the app ran cleanly; Chromium's "Refused to …"
 * (a blocked source) counts whatever its level. Failed requests the app handles itself (a 401 on a wrong password) are
 * not errors of the page.
 */
function watchErrors(page: Page, errors: string[] = []): string[] {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && !message.text().startsWith('Refused to')) return;
    if (/Failed to load resource: the server responded with a status of 40[13]/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** What a browser holds after signing in: the session cookie, and the token and user the back office keeps in localStorage. */
export type SignedIn = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Signs in over the API, as the login form does (the form has its own tests, `signIn` below), and returns what the
 * browser would hold: a page then opens signed in, without the login page's and the dashboard's loads that came with
 * every signed-in page (a fifth of the browser tests' time).
 */
export async function signedInState(shop: Shop, credentials: { username: string; password: string } = shop.admin): Promise<SignedIn> {
  const response = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in of ${credentials.username}: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  const { hostname } = new URL(shop.url);
  return {
    cookies: [{ name: SESSION_COOKIE, value: token, domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Strict' }],
    origins: [{ origin: shop.url, localStorage: [{ name: 'autoshop_token', value: token }, { name: 'autoshop_user', value: JSON.stringify(user) }] }],
  };
}

/** Signs the page's browser in over the API (see `signedInState`): the next page it loads is signed in. */
export async function signInOverApi(page: Page, shop: Shop): Promise<void> {
  await page.context().setStorageState(await signedInState(shop));
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, shop: Shop, credentials: { username: string; password: string } = shop.admin): Promise<void> {
  await page.goto(`${shop.url}/login`);
  await page.getByLabel("Nom d'utilisateur").fill(credentials.username);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('page-title').waitFor();
}

/**
 * Saves a screenshot of a page (the whole page unless `fullPage: false`, e.g. over an open menu) or of one element to
 * tests/e2e/screenshots/<name>.png, when SCREENSHOTS is set (`npm run test:screenshots`): pictures are for a person to
 * look at, and taking them in every `npm test` cost about a sixth of the browser tests' time.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  if (!process.env.SCREENSHOTS) return path;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const page = 'goto' in target ? target : target.page();
  // Let enter animations (dialogs, sheets, toasts) finish so the picture shows the settled screen.
  await page.waitForTimeout(300);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? true });
  else await target.screenshot({ path });
  return path;
}

// Page-side code is passed as text: this project's tsconfig has no DOM types (it is the server's).

/** Reads one localStorage key of the page's origin. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;
}

/** Writes (or, with null, deletes) one localStorage key of the page's origin. */
export async function setStorageItem(page: Page, key: string, value: string | null): Promise<void> {
  const k = JSON.stringify(key);
  await page.evaluate(value === null ? `window.localStorage.removeItem(${k})` : `window.localStorage.setItem(${k}, ${JSON.stringify(value)})`);
}

/** Whether the dark theme is applied (the `dark` class on <html>). */
export async function isDarkTheme(page: Page): Promise<boolean> {
  return ((await page.locator('html').getAttribute('class')) ?? '').split(/\s+/).includes('dark');
}

/** Width of the document's content: more than the viewport means something sticks out sideways. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth') as Promise<number>;
}

/**
 * A download's content as text. Read through its stream, not `download.path()`: the browser runs in a server this test
 * process connects to (one Chromium per run), and a connected client has no local path for what the browser saved.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

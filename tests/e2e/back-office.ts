// Helpers of the catalogue and stock browser tests: toasts, the app's confirmation dialog, Radix selects, signed-in pages.
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type Shop, signedInState } from './harness';
import { plain } from './shop-data';

/** expect.poll with room for a refetch on a slow machine (the default gives up after 1 s). */
export function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000 });
}

/**
 * Holds the page's requests to `url` (a glob) until `release()`, as a slow server would: to see a loading state, or to
 * act while an answer is still on its way. `release()` lets them through, waits until they have gone on, and unroutes.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const passing: Promise<void>[] = [];
  const handler = (route: Route) => {
    const passed = held.then(() => route.continue());
    passing.push(passed);
    return passed;
  };
  await page.route(url, handler);
  return {
    async release() {
      open();
      await Promise.all(passing);
      await page.unroute(url, handler);
    },
  };
}

/**
 * Reads a toast, then closes it as a user would. A toast left open sits over whatever is under
 * the notification area (a tall dialog's buttons) and Radix pauses its timer while the pointer
 * hovers it, so the next click there could wait for ever.
 */
async function readAndClose(toast: Locator): Promise<string> {
  await toast.waitFor();
  const text = plain(await toast.textContent());
  // A dispatched click: an open modal (the confirmation) may sit between the pointer and the toast.
  await toast.locator('[toast-close]').dispatchEvent('click').catch(() => {}); // already gone by itself: fine
  await toast.waitFor({ state: 'detached' });
  return text;
}

/** Waits for the toast titled `title` and returns its whole text (title, then description), spaces made plain. */
export async function toastText(page: Page, title: string): Promise<string> {
  return readAndClose(page.locator('[data-slot="toast"]').filter({ has: page.locator('[data-slot="toast-title"]', { hasText: title }) }).first());
}

/** Waits for a toast containing `text` anywhere (title or description) and returns its whole text. */
export async function toastContaining(page: Page, text: string): Promise<string> {
  return readAndClose(page.locator('[data-slot="toast"]').filter({ hasText: text }).first());
}

/** Waits for an error toast ('Erreur') and checks it is the destructive kind. */
export async function errorToastText(page: Page): Promise<string> {
  return readAndClose(page.locator('[data-slot="toast"][data-variant="destructive"]').first());
}

/** Closes every toast, so the next assertion cannot read an old one. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-slot="toast"][data-state="open"]');
  for (const close of await page.locator('[data-slot="toast"][data-state="open"] [toast-close]').all()) await close.dispatchEvent('click');
  await poll(() => toasts.count()).toBe(0);
}

/** The app's confirmation: checks the question, then answers it. */
export async function answerConfirm(page: Page, question: string, answer: 'confirm' | 'cancel' = 'confirm'): Promise<string> {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  const text = plain(await dialog.textContent());
  expect(text).toContain(question);
  if (answer === 'cancel') await dialog.getByRole('button', { name: 'Annuler' }).click();
  else await dialog.getByRole('button').last().click();
  await dialog.waitFor({ state: 'hidden' });
  return text;
}

/** Opens a Radix select and picks the option whose accessible name is `name`. */
export async function choose(page: Page, trigger: Locator, name: string | RegExp): Promise<void> {
  await trigger.click();
  const option = page.getByRole('option', { name });
  const list = page.getByRole('listbox');
  // Radix ignores the pointerup of the click that opened the list (a listener added once its content is mounted). On a
  // loaded machine that listener can arrive after the pointer already moved onto the option, so it takes the option's
  // click for the opening one and the list stays open: a person clicks again, and so does the test.
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      await list.waitFor({ state: 'hidden', timeout: attempt < 3 ? 2_000 : 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3 || !(await option.isVisible())) throw error;
    }
  }
}

/** The options a Radix select offers (opened, read, closed with Escape). */
export async function optionsOf(page: Page, trigger: Locator): Promise<string[]> {
  await trigger.click();
  await page.getByRole('listbox').waitFor();
  const options = (await page.getByRole('option').allTextContents()).map(plain);
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return options;
}

/** A signed-in page at desktop size, on `path`. */
export async function signedInPage(browser: Browser, shop: Shop, path: string, options: { viewport?: { width: number; height: number } } = {}) {
  const opened = await openPage(browser, { ...options, signedIn: await signedInState(shop) });
  await opened.page.goto(`${shop.url}${path}`);
  return opened;
}

/** The rows' cell texts of a table, spaces made plain. */
export async function tableRows(rows: Locator): Promise<string[][]> {
  const result: string[][] = [];
  for (const row of await rows.all()) result.push((await row.locator('td').allTextContents()).map(plain));
  return result;
}

/** "FR France" or "🇫🇷 France" → "France": the flag is an emoji where the system has flag glyphs, else the ISO code in a badge. */
export function stripFlag(text: string): string {
  return text.replace(/^(?:\p{RI}{2}|[A-Z]{2})\s*/u, '').trim();
}

/** The row of `testId` whose cells include exactly `name`. */
export function rowNamed(page: Page, testId: string, name: string): Locator {
  return page.getByTestId(testId).filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** Page errors, less the console lines Chromium prints for the refusals a test provokes on purpose (409 in use, 400 invalid). */
export function unexpectedErrors(errors: string[], expectedStatuses: number[] = [400, 409]): string[] {
  const expected = new RegExp(`Failed to load resource: the server responded with a status of (${expectedStatuses.join('|')})\\b`);
  return errors.filter((error) => !expected.test(error));
}

/** The ids (data-id) of a sortable list's rows, top to bottom. */
export async function sortableIds(list: Locator): Promise<string[]> {
  const ids: string[] = [];
  for (const item of await list.getByTestId('sortable-item').all()) ids.push((await item.getAttribute('data-id')) ?? '');
  return ids;
}

/**
 * Moves a row of a sortable list with the keyboard only, as a keyboard user would: focus its handle ('Déplacer …'),
 * Space to lift, arrow keys (`steps` > 0 down, < 0 up), Space to drop.
 */
export async function moveWithKeyboard(page: Page, list: Locator, label: string, steps: number): Promise<void> {
  // Paced by what the list announces to screen readers ("Europe saisi, position 1 sur 5", "… déplacé en position 2
  // sur 5"), not by fixed pauses: on a loaded machine a key pressed before the list has measured itself is lost.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = new RegExp(`${escaped} (?:saisi,|déplacé en) position (\\d+)`, 'g');
  const position = async () => {
    const text = (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join(' ');
    const all = [...text.matchAll(said)];
    return all.length ? Number(all[all.length - 1][1]) : null;
  };
  /** The position announced next, or `from` again if nothing new came within 1.5 s. */
  const changed = async (from: number | null) => {
    for (let waited = 0; waited < 1500; waited += 50) {
      const now = await position();
      if (now !== null && now !== from) return now;
      await page.waitForTimeout(50);
    }
    return from;
  };
  await list.getByRole('button', { name: `Déplacer ${label}`, exact: true }).focus();
  await page.keyboard.press('Space');
  const start = await changed(null);
  if (start === null) throw new Error(`${label} was not picked up`);
  const target = start + steps;
  let at = start;
  // A lost key press is pressed again; a late one that overshoots is walked back.
  for (let tries = 0; at !== target && tries < 4 * Math.abs(steps) + 8; tries++) {
    await page.keyboard.press(at < target ? 'ArrowDown' : 'ArrowUp');
    at = (await changed(at)) as number;
  }
  if (at !== target) throw new Error(`${label} reached position ${at}, not ${target}`);
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
}

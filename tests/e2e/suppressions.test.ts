// Liste d'exclusion in a real browser against the real server: empty state, adding several numbers with a reason (and the
// report, stock scrubbed at once), search, paging, removal, and erasing a number everywhere after a confirmation.
import { desc, eq } from 'drizzle-orm';
import type { NumlistList, suppressionAddResultSchema } from '../../src/contracts/stock';
import { numlistNumbers } from '../../src/db/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { answerConfirm, choose, poll, signedInPage, tableRows, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, type Shop, screenshot, startShop } from './harness';
import { type AdminApi, adminApi, numlistIdOf, plain } from './shop-data';

type AddResult = z.infer<typeof suppressionAddResultSchema>;

let shop: Shop;
let browser: Browser;
let api: AdminApi;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  api = await adminApi(shop);
  ({ context, page, errors } = await signedInPage(browser, shop, '/suppressions'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.close();
});

const rows = () => tableRows(page.getByTestId('suppression-row'));
const numbersShown = async () => (await rows()).map((cells) => cells[0]);
const orangeAvailable = async () =>
  (await api.get<NumlistList>('/api/numlists/cached?search=France%20Orange&pageSize=100')).data.find((n) => n.name === 'France Orange SMS')
    ?.availableNumbers ?? -1;

/** A number on sale in 'France Orange SMS' (ARCEP fiction range 06 39 98 00 00 – 39 99, in no other demo list), in E.164. */
async function numberInOrangeStock(): Promise<string> {
  const [row] = await shop.db.db
    .select({ number: numlistNumbers.number })
    .from(numlistNumbers)
    .where(eq(numlistNumbers.numlistId, await numlistIdOf(shop, 'France Orange SMS')))
    .orderBy(desc(numlistNumbers.number))
    .limit(1);
  return `+${row.number}`;
}

describe("liste d'exclusion", () => {
  test('empty at first; several numbers added with a reason, the report, and stock scrubbed at once', async () => {
    await page.getByText("La liste d'exclusion est vide").waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe("Liste d'exclusion");
    await screenshot(page, 'suppressions-empty', { fullPage: false });

    const stockBefore = await orangeAvailable();
    await page.getByRole('button', { name: 'Exclure des numéros' }).click();
    const dialog = page.getByTestId('add-suppression-dialog');
    const submit = dialog.getByRole('button', { name: 'Exclure', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // National formats are read with the country code; a repeat and a bad line are counted, not dropped.
    await dialog.getByLabel('Numéros (un par ligne)').fill('+33 6 39 98 00 01\n06 39 98 00 02\npas-un-numero\n+33639980001\n');
    await dialog.getByLabel('Motif').fill('STOP reçu par SMS');
    await dialog.getByLabel('Code pays').fill('FR');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/suppressions') && res.request().method() === 'POST');
    await submit.click();
    const result = (await (await answer).json()) as AddResult;
    expect(result).toMatchObject({ added: 2, invalid: 1 });
    const report = dialog.getByTestId('suppression-report');
    await report.waitFor();
    const figures = (await report.locator('dd').allTextContents()).map(plain);
    expect(figures).toEqual([result.added, result.alreadySuppressed, result.invalid, result.removedFromStock].map(String));
    expect((await report.locator('dt').allTextContents()).map(plain)).toEqual(['Ajoutés', 'Déjà exclus', 'Invalides', 'Retirés du stock']);
    expect(await toastText(page, 'Numéros exclus')).toContain('2 numéro(s) ajouté(s) à la liste.');
    await screenshot(page, 'suppressions-add-report', { fullPage: false });
    // Both numbers were on sale in 'France Orange SMS' (unless a demo purchase took them): they left its stock.
    expect(stockBefore - (await orangeAvailable())).toBe(result.removedFromStock);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    await poll(numbersShown).toEqual(['+33639980002', '+33639980001']);
    const [first] = await rows();
    expect(first[1]).toBe('STOP reçu par SMS');
    expect(first[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(first[3]).toBe(shop.admin.username);

    // Numbers already on the list are reported as such.
    await page.getByRole('button', { name: 'Exclure des numéros' }).click();
    await dialog.getByLabel('Numéros (un par ligne)').fill('+33639980001');
    await submit.click();
    await toastText(page, 'Numéros exclus');
    expect(plain(await dialog.getByTestId('suppression-report').locator('dd').nth(1).textContent())).toBe('1');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test('search and paging', async () => {
    await api.send('POST', '/api/suppressions', {
      numbers: Array.from({ length: 30 }, (_, i) => `+447700900${String(700 + i)}`),
      reason: 'Liste fournie par le client',
    });
    await page.reload();
    await page.getByTestId('suppression-row').first().waitFor();
    expect(plain(await page.locator('[data-slot="pagination"]').textContent())).toContain('Affichage de 1 à 32 sur 32 numéros');
    await choose(page, page.getByRole('combobox', { name: 'Par page' }), '25');
    await poll(() => page.getByTestId('suppression-row').count()).toBe(25);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await poll(() => page.getByTestId('suppression-row').count()).toBe(7);
    expect(plain(await page.locator('[data-slot="pagination"]').textContent())).toContain('Page 2 sur 2');

    // A search (digits anywhere in the number) goes back to page 1.
    await page.getByTestId('suppressions-search').fill('0002');
    await poll(numbersShown).toEqual(['+33639980002']);
    expect(plain(await page.locator('[data-slot="pagination"]').textContent())).toContain('Page 1 sur 1');
    await page.getByTestId('suppressions-search').fill('99999');
    await page.getByText('Aucun numéro ne correspond à « 99999 »').waitFor();
    await page.getByTestId('suppressions-search').fill('');
    await poll(() => page.getByTestId('suppression-row').count()).toBe(25);
    await screenshot(page, 'suppressions');
  });

  test('remove one number (confirmed); erase a number everywhere (confirmed)', async () => {
    await page.getByTestId('suppressions-search').fill('+33639980002');
    await poll(numbersShown).toEqual(['+33639980002']);
    await page.getByRole('button', { name: 'Retirer +33639980002 de la liste' }).click();
    await answerConfirm(page, "Retirer ce numéro de la liste d'exclusion ?");
    await toastText(page, "Numéro retiré de la liste d'exclusion");
    await page.getByText('Aucun numéro ne correspond à « +33639980002 »').waitFor();
    await page.getByTestId('suppressions-search').fill('');

    // Erasure: a number still on sale leaves every numlist and joins the list; the admin confirms first.
    const target = await numberInOrangeStock();
    const stockBefore = await orangeAvailable();
    await page.getByRole('button', { name: 'Effacer un numéro partout' }).click();
    const dialog = page.getByTestId('erase-dialog');
    expect(await dialog.getByLabel('Motif').inputValue()).toBe("Demande d'effacement");
    await dialog.getByRole('button', { name: 'Effacer partout' }).click();
    await dialog.getByText('Le numéro est requis').waitFor();
    await dialog.getByLabel('Numéro').fill(target);
    await screenshot(page, 'suppressions-erase', { fullPage: false });
    await dialog.getByRole('button', { name: 'Effacer partout' }).click();
    const question = await answerConfirm(page, 'Effacer ce numéro partout ?', 'cancel');
    expect(question).toContain(`${target} sera retiré de toutes les numlists`);
    expect(await orangeAvailable()).toBe(stockBefore);
    await dialog.getByRole('button', { name: 'Effacer partout' }).click();
    await answerConfirm(page, 'Effacer ce numéro partout ?');
    expect(await toastText(page, 'Numéro effacé')).toContain(`${target} retiré de 1 numlist(s) et exclu.`);
    await dialog.waitFor({ state: 'hidden' });
    expect(await orangeAvailable()).toBe(stockBefore - 1);

    await page.getByTestId('suppressions-search').fill(target);
    await poll(async () => (await rows())[0]?.slice(0, 2)).toEqual([target, "Demande d'effacement"]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

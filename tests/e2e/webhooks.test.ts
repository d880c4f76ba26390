// Paramètres → Webhooks in a real browser: a bad address refused in French, an endpoint created with its secret shown
// once, a test event sent and delivered to a local receiver (status, latency, body and answer shown), resent, the
// endpoint disabled; desktop and 390 px screenshots.
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Job } from '../../src/db/jobs';
import type { Messenger } from '../../src/messenger/messenger';
import { webhookDeliveries } from '../../src/jobs/webhook-deliveries';
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from '../support/webhook-receiver';
import { poll, signedInPage, toastText, unexpectedErrors } from './back-office';
import { launchBrowser, MOBILE, type Shop, screenshot, scrollWidth, startShop } from './harness';
import { plain } from './shop-data';

let shop: Shop;
let browser: Browser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [shop, browser, receiver] = await Promise.all([startShop(), launchBrowser(), startWebhookReceiver()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await receiver?.close();
});

/** One run of the endpoint's sender, as the shop's job runner would make it (the browser shop runs no jobs). */
async function deliver(endpointId: number) {
  const [sender] = webhookDeliveries(shop.db.db, { client: async () => null } as unknown as Messenger, pino({ level: 'silent' }), () => {}, { allowPrivate: true });
  await sender.handler({ id: 0, queue: 'webhook-deliveries', key: null, payload: { endpointId }, attempts: 1, maxAttempts: 1 } as Job, new AbortController().signal);
}

describe('webhooks settings', () => {
  test('create an endpoint, see its secret once, send a test event, read the delivery, resend it, disable it', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/settings#webhooks');
    const card = page.getByTestId('webhooks-card');
    // The card shows before its list has loaded: wait for the list's answer, not the card.
    await card.getByText('Aucun webhook pour l’instant.').waitFor();

    await page.getByTestId('webhook-add').click();
    await page.getByLabel('Adresse (URL)').fill('ftp://example.com/hook');
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await toastText(page, 'Impossible d’enregistrer le webhook');
    expect(plain(await page.getByTestId('webhook-form').textContent())).toContain('Adresse invalide : une URL http:// ou https:// est attendue');

    await page.getByLabel('Adresse (URL)').fill(receiver.url);
    await page.getByLabel('Description').fill('Comptabilité');
    await page.getByTestId('webhook-form').getByRole('checkbox', { name: /^Stock bas/ }).click();
    // The picker offers every event of the contract, the support ticket and the review ones included (decision 0147).
    for (const name of [/^Ticket de support ouvert/, /^Avis publié/]) await page.getByTestId('webhook-form').getByRole('checkbox', { name }).waitFor();
    await page.getByTestId('webhook-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks-form', { fullPage: false });
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await toastText(page, 'Webhook créé');
    const secret = plain(await page.getByTestId('webhook-secret-value').textContent());
    expect(secret).toMatch(/^whsec_/);
    const endpoint = page.getByTestId('webhook-endpoint');
    expect(plain(await endpoint.textContent())).toContain('Commande terminée');
    expect(plain(await endpoint.textContent())).toContain('Stock bas');

    await page.getByTestId('webhook-test').click();
    await toastText(page, 'Événement de test envoyé');
    await poll(async () => plain(await page.getByTestId('webhook-deliveries').textContent())).toContain('En attente');
    const [{ id }] = (await (await page.request.get(`${shop.url}/api/webhooks`)).json()).endpoints;
    await deliver(id);
    expect(receiver.received).toHaveLength(1);
    const sent = receiver.received[0];
    expect(verifySignature(secret, sent.headers['x-autoshop-signature'] as string, sent.body, Math.floor(Date.now() / 1000))).toBe(true);
    await page.getByTestId('webhook-deliveries-toggle').click();
    await page.getByTestId('webhook-deliveries-toggle').click();
    await poll(async () => plain(await page.getByTestId('webhook-delivery').first().textContent())).toContain('Livré');
    expect(plain(await page.getByTestId('webhook-delivery').first().textContent())).toMatch(/webhook\.test.*Livré.*1.*200.*\d+ ms/);
    await page.getByRole('button', { name: 'Détails' }).click();
    const details = plain(await page.getByTestId('webhook-delivery-details').textContent());
    expect(details).toContain(sent.event.id);
    expect(details).toContain('thanks');
    await page.setViewportSize({ width: 1440, height: 1100 });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks-desktop');
    // The secret is never shown again, nor sent by the API.
    await page.getByRole('button', { name: 'J’ai copié le secret' }).click();
    expect(await page.getByTestId('webhook-secret').count()).toBe(0);
    expect(await (await page.request.get(`${shop.url}/api/webhooks`)).text()).not.toContain(secret);

    await page.getByRole('button', { name: 'Renvoyer' }).click();
    await toastText(page, 'Envoi relancé');
    await poll(() => page.getByTestId('webhook-delivery').count()).toBe(2);

    await endpoint.getByRole('switch').click();
    await poll(async () => plain(await endpoint.textContent())).toContain('Désactivé');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  test('390 px: the endpoint and its deliveries fit the screen', async () => {
    const { page, context, errors } = await signedInPage(browser, shop, '/settings#webhooks', { viewport: MOBILE });
    await page.getByTestId('webhook-endpoint').waitFor();
    await page.getByTestId('webhook-deliveries-toggle').click();
    await page.getByTestId('webhook-delivery').first().waitFor();
    await page.getByTestId('webhooks-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks-mobile');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

// An update POSTed to a shop's /telegram/webhook as Telegram delivers it (the secret token in its header), for tests and
// benchmarks that choose which shop process gets which delivery.
import type { Update } from 'grammy/types';

/** Delivers `update` to the shop at `shopUrl` (its base URL, trailing slash or not); resolves with the HTTP status. */
export async function deliverToWebhook(shopUrl: string, secretToken: string, update: Update): Promise<number> {
  const response = await fetch(new URL('telegram/webhook', shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secretToken },
    body: JSON.stringify(update),
  });
  await response.arrayBuffer();
  return response.status;
}

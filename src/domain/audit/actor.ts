// The API key a request acts with, carried beside the call (AsyncLocalStorage) so the audit and the ledger name it
// without every domain function taking one more argument (decision 0145).
import { AsyncLocalStorage } from 'node:async_hooks';

const apiKeyActor = new AsyncLocalStorage<number>();

/** Runs `work` as made with API key `apiKeyId`: every audit and ledger row written inside names the key. */
export function actingWithApiKey<T>(apiKeyId: number, work: () => T): T {
  return apiKeyActor.run(apiKeyId, work);
}

/** The API key of the work in progress, or null (a signed-in admin, the bot, a job). */
export function currentApiKeyId(): number | null {
  return apiKeyActor.getStore() ?? null;
}

// Shop activity for the browser tests of the money pages: the admin API with a bearer token, purchases through POST /api/orders,
// deposits through the wallet's domain functions (they come from payment providers, there is no admin endpoint to invent one).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { numlists, users } from '../../src/db/schema';
import { createDeposit, creditDeposit } from '../../src/domain/wallet/deposits';
import type { Shop } from './harness';

export type AdminApi = {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
};

/** Signs the test admin in over HTTP and returns a small client of the admin API. */
export async function adminApi(shop: Shop): Promise<AdminApi> {
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shop.admin),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${shop.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return { get: (path) => call('GET', path), send: (method, path, body) => call(method, path, body) };
}

export async function userIdOf(shop: Shop, username: string): Promise<number> {
  const [row] = await shop.db.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function numlistIdOf(shop: Shop, name: string): Promise<number> {
  const [row] = await shop.db.db.select({ id: numlists.id }).from(numlists).where(eq(numlists.name, name));
  if (!row) throw new Error(`no numlist ${name}`);
  return row.id;
}

/** A confirmed crypto deposit, credited as the payment provider's webhook would. */
export async function deposit(shop: Shop, username: string, amountCents: number, crypto = 'usdt'): Promise<void> {
  const providerPaymentId = `e2e-${randomUUID()}`;
  await createDeposit(shop.db.db, { userId: await userIdOf(shop, username), provider: 'e2e', providerPaymentId, crypto, amountCents });
  await creditDeposit(shop.db.db, { provider: 'e2e', providerPaymentId });
}

export type OrderBody = { order: { id: number; price: string; quantity: number; status: string }; numbers: string[]; balance: string };

/** A purchase by `username` from the named numlist, through the admin orders API (the shop's purchase engine). */
export async function buy(api: AdminApi, shop: Shop, username: string, numlist: string, quantity: number): Promise<OrderBody> {
  return api.send<OrderBody>('POST', '/api/orders', {
    userId: await userIdOf(shop, username),
    numlistId: await numlistIdOf(shop, numlist),
    quantity,
    idempotencyKey: randomUUID(),
  });
}

/** "1234.50" → "1 234,50 €" as the back office prints it (narrow no-break spaces from Intl included). */
export function euros(amount: string): string {
  const [whole, cents = '00'] = amount.replace('-', '').split('.');
  const grouped = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(BigInt(whole));
  return `${amount.startsWith('-') ? '-' : ''}${grouped},${cents.padEnd(2, '0')}\u00a0€`;
}

/** Text content with every kind of space made a plain one, for comparisons that should not care. */
export function plain(text: string | null): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

// The crash test's HTTP side: the back office signed in as the admin, and Mini App customers proven by signed init data.
import { signInitData, tmaHeader } from '../../tests/support/init-data';

export type Answer = { status: number; body: Record<string, unknown> };

/** A request that answered (any status), or null when the shop was not there to answer (killed, restarting). */
export async function call(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Answer | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 20_000) });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch {
    return null;
  }
}

export type BackOffice = {
  cookie: string;
  get(path: string): Promise<Answer | null>;
  post(path: string, body: unknown, method?: string): Promise<Answer | null>;
};

/** Signs in as the admin once (sessions are rows: they outlive a kill) and sends the session cookie with every call. */
export async function signIn(base: string, username: string, password: string): Promise<BackOffice> {
  const res = await fetch(`${base}api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`admin login refused: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, 'content-type': 'application/json' };
  return {
    cookie,
    get: (path) => call(`${base}${path}`, { headers: { cookie } }),
    post: (path, body, method = 'POST') => call(`${base}${path}`, { method, headers, body: JSON.stringify(body) }),
  };
}

/** A Telegram user opening the Mini App: every call carries freshly signed init data. */
export function miniAppCustomer(base: string, botToken: string, telegramId: number) {
  const user = { id: telegramId, first_name: `Client ${telegramId}`, language_code: 'fr' };
  const headers = () => ({ ...tmaHeader(signInitData(user, botToken)), 'content-type': 'application/json' });
  return {
    telegramId,
    me: () => call(`${base}api/shop/me`, { headers: headers() }),
    prices: (query: string) => call(`${base}api/shop/prices?${query}`, { headers: headers() }),
    buy: (productId: string, idempotencyKey: string) =>
      call(`${base}api/shop/purchase`, { method: 'POST', headers: headers(), body: JSON.stringify({ productId, idempotencyKey }) }),
  };
}

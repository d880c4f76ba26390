// The kinds of caller a route can accept, declared in the route's own options: `config: { access: … }` (default admin).
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Checks a provider's signature over the webhook's raw body bytes (never a re-serialised JSON, which would not match).
 * Answers false for a missing or wrong signature; compare with `safeEqual` (constant time).
 */
export type SignatureVerifier = (request: { rawBody: Buffer; headers: IncomingHttpHeaders }) => boolean | Promise<boolean>;

/** A payment provider's webhook: accepted only with the provider's valid signature. See `providerAccess`. */
export type ProviderAccess = { kind: 'provider'; provider: string; verify: SignatureVerifier };

/**
 * Who may call a route:
 * - 'public': anyone (login, logout, health, the built back office's files);
 * - 'admin': a signed-in admin's session (the default of every route that declares nothing);
 * - 'customer': a Telegram user proven by Mini App init data (`Authorization: tma <initData>`);
 * - providerAccess(name, verify): a payment provider's webhook, signed over the raw body.
 */
export type Access = 'public' | 'admin' | 'customer' | ProviderAccess;
export type AccessKind = 'public' | 'admin' | 'customer' | 'provider';

const DEFAULT_ACCESS: Access = 'admin';

export function providerAccess(provider: string, verify: SignatureVerifier): ProviderAccess {
  return { kind: 'provider', provider, verify };
}

/** The kind of a declared access; throws on anything else, so a typo fails at start-up instead of opening a route. */
export function accessKindOf(access: unknown): AccessKind {
  if (access === undefined) return accessKindOf(DEFAULT_ACCESS);
  if (access === 'public' || access === 'admin' || access === 'customer') return access;
  if (isProviderAccess(access)) return 'provider';
  throw new Error(`unknown route access ${JSON.stringify(access)}: use 'public', 'admin', 'customer' or providerAccess(…)`);
}

export function isProviderAccess(access: unknown): access is ProviderAccess {
  const candidate = access as Partial<ProviderAccess> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.kind === 'provider' &&
    typeof candidate.provider === 'string' &&
    typeof candidate.verify === 'function'
  );
}

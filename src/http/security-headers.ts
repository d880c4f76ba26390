// The security headers of every response (@fastify/helmet): the Content-Security-Policy and its neighbours (decision 0122).
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Where the Mini App may be framed: Telegram's web clients (web.telegram.org/k and /a, and the older hosts that now
 * lead there). The desktop and phone apps open it in their own web view, which no frame-ancestors list concerns.
 */
const TELEGRAM_WEB_CLIENTS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'];

type Directives = Record<string, string[]>;

/**
 * The policy of the built app (dist/web): everything comes from this origin (DESIGN "Web": no CDN, fonts and scripts
 * ship in the bundle). Each source is explained in decision 0122.
 */
function directives(frameAncestors: string[], https: boolean): Directives {
  return {
    // Images, fonts, fetches, workers, the favicon: this origin only. The CSS names no data: or remote URL, and file
    // downloads (blob: links) are navigations, which no fetch directive governs.
    'default-src': ["'self'"],
    // The bundle's files only: no inline script (index.html's boot script is a file, web/public/boot.js), no eval (zod is
    // told not to compile schemas with `new Function`, in the same file).
    'script-src': ["'self'"],
    // Inline <style> elements are allowed, on purpose: Radix's scroll lock (react-remove-scroll) writes one on every
    // dialog and menu, and Telegram's script writes its web client's style into one in the Mini App. A nonce would cover
    // the first but not the second (and a nonce turns 'unsafe-inline' off). Injected CSS still reaches nothing beyond
    // this origin (default-src), so it cannot carry data out; React's style props go through the CSSOM, never blocked.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export type SecurityHeaders = {
  /** Every response: the back office, the API, webhooks, errors. No page may be framed. */
  everywhere: FastifyHelmetOptions;
  /** The Mini App page (/shop): the same, but Telegram's web clients may frame it. */
  miniAppPage: Omit<FastifyHelmetOptions, 'global'>;
};

export function securityHeaders(config: { publicUrl?: string }): SecurityHeaders {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const common = {
    referrerPolicy: { policy: 'no-referrer' },
    // Only behind https: over plain http (a first local start) the header is ignored anyway, and a later https proxy
    // in front of the same name must not find browsers already pinned by a stray header.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  } satisfies FastifyHelmetOptions;
  return {
    everywhere: {
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: directives(["'none'"], https) },
      xFrameOptions: { action: 'deny' },
    },
    miniAppPage: {
      ...common,
      contentSecurityPolicy: { useDefaults: false, directives: directives(TELEGRAM_WEB_CLIENTS, https) },
      // X-Frame-Options knows no list of origins: left out, frame-ancestors says it.
      xFrameOptions: false,
      // A page framed by another site: its own document may be loaded cross-origin (a COEP parent would ask for this).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    },
  };
}

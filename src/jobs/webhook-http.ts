// One signed webhook POST: the SSRF guard (checked after DNS, connecting to the address checked), a timeout, and the
// answer read up to a small limit.
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** What an owner's endpoint may not be: loopback, private, link-local and other non-public ranges (IPv4 and IPv6). */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True when the shop must not connect to this address (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class ForbiddenAddress extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`refused: ${host} resolves to ${address}, a loopback, private or link-local address (WEBHOOKS_ALLOW_PRIVATE_ADDRESSES)`);
    this.name = 'ForbiddenAddress';
  }
}

/** The signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, Stripe's scheme. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type PostOptions = { allowPrivate: boolean; timeoutMs: number; maxAnswerBytes: number };
export type PostResult = { statusCode: number | null; headers: http.IncomingHttpHeaders; answer: string; error: string | null; latencyMs: number };

// Kept-alive connections: a busy endpoint is not a TLS handshake per event. A reused connection skips the lookup, so
// connections made while private addresses were allowed are never reused by a guarded request: one pool per setting.
const pools = () => ({ http: new http.Agent({ keepAlive: true, maxSockets: 4 }), https: new https.Agent({ keepAlive: true, maxSockets: 4 }) });
const agentsFor = { guarded: pools(), open: pools() };

/**
 * Resolves the host, refuses it when any of its addresses is forbidden (unless allowed), and hands the connection the
 * address it checked, so a second DNS answer cannot swap it (DNS rebinding).
 */
function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: object, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(host, { all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const bad = allowPrivate ? undefined : addresses.find((a) => isForbiddenAddress(a.address));
      if (bad) return callback(new ForbiddenAddress(host, bad.address), '');
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** POSTs the body; never throws: a network error, a timeout or a refused address comes back as `error`. */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, 'latencyMs'>): PostResult => ({ ...r, latencyMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done({ statusCode: null, headers: {}, answer: '', error: 'invalid URL' }));
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return resolve(done({ statusCode: null, headers: {}, answer: '', error: 'only http and https URLs' }));
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !options.allowPrivate && isForbiddenAddress(literal)) {
      return resolve(done({ statusCode: null, headers: {}, answer: '', error: new ForbiddenAddress(literal, literal).message }));
    }
    const client = target.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (r: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agentsFor[options.allowPrivate ? 'open' : 'guarded'][target.protocol === 'https:' ? 'https' : 'http'],
        lookup: guardedLookup(options.allowPrivate) as never,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'AutoShop-Webhooks/1', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        let seen = 0;
        response.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (kept < options.maxAnswerBytes) {
            chunks.push(chunk.subarray(0, options.maxAnswerBytes - kept));
            kept += Math.min(chunk.length, options.maxAnswerBytes - kept);
          }
          // Past a generous limit, the rest is not worth waiting for.
          if (seen > 64 * 1024) {
            finish({ statusCode: response.statusCode ?? null, headers: response.headers, answer: Buffer.concat(chunks).toString('utf8'), error: null });
            response.destroy();
          }
        });
        response.on('end', () => finish({ statusCode: response.statusCode ?? null, headers: response.headers, answer: Buffer.concat(chunks).toString('utf8'), error: null }));
        response.on('error', (err) => finish({ statusCode: response.statusCode ?? null, headers: response.headers, answer: Buffer.concat(chunks).toString('utf8'), error: err.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, headers: {}, answer: '', error: `timeout after ${options.timeoutMs} ms` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (err) => finish({ statusCode: null, headers: {}, answer: '', error: err.message || String(err) }));
    request.end(body);
  });
}

// A local webhook receiver for tests: records what it is sent and answers 200, 500, 429/503 with Retry-After, never
// (a timeout) or by closing the connection, as the test says per request.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type ReceiverAnswer = 'ok' | 'fail' | 'timeout' | 'close' | { status: number; retryAfter?: string; body?: string };
type Received = { headers: IncomingHttpHeaders; body: string; event: { id: string; type: string; createdAt: string; data: Record<string, unknown> }; answered: ReceiverAnswer };

export type WebhookReceiver = {
  url: string;
  received: Received[];
  /** What the next requests get (default 'ok'); a function decides per request. */
  answer: (next: ReceiverAnswer | ((r: Omit<Received, 'answered'>) => ReceiverAnswer)) => void;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  let decide: (r: Omit<Received, 'answered'>) => ReceiverAnswer = () => 'ok';
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = { headers: req.headers, body, event: JSON.parse(body) };
      const answered = decide(request);
      received.push({ ...request, answered });
      if (answered === 'timeout') return;
      if (answered === 'close') return req.socket.destroy();
      if (answered === 'ok') return res.end('thanks');
      if (answered === 'fail') {
        res.statusCode = 500;
        return res.end('receiver is down');
      }
      res.statusCode = answered.status;
      if (answered.retryAfter) res.setHeader('retry-after', answered.retryAfter);
      res.end(answered.body ?? '');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answer: (next) => {
      decide = typeof next === 'function' ? next : () => next;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Verifies X-AutoShop-Signature as an owner would (docs/api.md): HMAC-SHA256 of "t.body", within a tolerance. */
export function verifySignature(secret: string, header: string | undefined, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

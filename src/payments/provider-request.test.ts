// A provider request that got no answer: a lost connection is tried once more, for a write too; twice lost, it says why.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../domain/wallet/payment-gateway';
import { providerRequest } from './provider-request';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A provider that drops the connection of its first `drops` requests without answering, then answers JSON. */
async function provider(drops: number): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  server = createServer((req, res) => {
    requests++;
    req.resume();
    req.on('end', () => {
      if (requests <= drops) req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'inv_1' }));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/stores/s/invoices`, requests: () => requests };
}

describe('provider requests', () => {
  it('sends a write again once when its connection was lost before any answer', async () => {
    const p = await provider(1);
    expect(await providerRequest('btcpay', 'POST', p.url, {}, { amount: '10' })).toEqual({ id: 'inv_1' });
    expect(p.requests()).toBe(2);
  });

  it('gives up after a second lost connection, saying what failed', async () => {
    const p = await provider(2);
    const failure = await providerRequest<unknown>('btcpay', 'POST', p.url, {}, { amount: '10' }).then(
      () => new Error('answered'),
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(ProviderUnavailableError);
    expect(failure.message).toMatch(/^POST \/api\/v1\/stores\/s\/invoices: fetch failed: \S+/);
    expect(p.requests()).toBe(2);
  });
});

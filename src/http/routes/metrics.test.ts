// GET /metrics as Prometheus scrapes it: off without METRICS_TOKEN, refused without the token, and then the figures an
// operator watches — HTTP latency by route, refused webhooks, the shop's totals, the job queue, the event loop.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/app';
import { enqueue } from '../../db/jobs';
import { createBroadcast } from '../../domain/broadcasts/broadcasts';
import { purchase } from '../../domain/orders/purchase';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { suiteApp } from '../../../tests/support/suite-fixtures';

const TOKEN = 'metrics-token-for-the-tests-0001';

/** The value of one sample line (metric name with its labels as written), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const t = suiteApp({ config: { metricsToken: TOKEN } });
  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is off (404) when no token is configured', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('METRICS_TOKEN');
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
  });

  it('reports request latency by route, refused webhooks, sales, the job queue and the event loop', async () => {
    const db = t.database.db;
    const catalogue = await createCatalogue(db);
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 1_000 });
    const buyer = await createCustomer(db, { balanceCents: 10_000 });
    await purchase(db, { userId: buyer, countryId: catalogue.countryId, operatorId: catalogue.operatorId, quantity: 250, idempotencyKey: 'm1' });
    await enqueue(db, 'test-queue', {});
    await t.app.inject({ method: 'GET', url: `/api/users/${buyer}`, headers: t.auth });
    await t.app.inject({ method: 'POST', url: '/webhooks/nowpayments', headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'forged' }, payload: '{}' });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'autoshop_http_request_duration_seconds_count{method="GET",route="/api/users/:id",status="200"}')).toBe(1);
    expect(sample(text, 'autoshop_webhook_failures_total{source="nowpayments",reason="signature"}')).toBe(1);
    expect(sample(text, 'autoshop_purchases')).toBe(1);
    expect(sample(text, 'autoshop_numbers_sold')).toBe(250);
    expect(sample(text, 'autoshop_sales_euros')).toBe(1.5);
    expect(sample(text, 'autoshop_job_queue_depth{queue="test-queue",state="due"}')).toBe(1);
    // The purchase's own follow-up: the operator's stock check.
    expect(sample(text, 'autoshop_job_queue_depth{queue="stock-check",state="due"}')).toBe(1);
    expect(text).toMatch(/^autoshop_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).not.toContain('autoshop_broadcast_messages{');
  });

  it('shows the broadcast in progress: its recipients and what was sent so far', async () => {
    const db = t.database.db;
    const admin = await createCustomer(db, { balanceCents: 0 });
    for (let i = 0; i < 3; i++) await createCustomer(db, { balanceCents: 0, telegramId: 77_000 + i });
    const broadcast = await createBroadcast(db, { message: 'Promo', variants: {}, audience: { kind: 'all' }, createdByUserId: admin, notifyChatId: null });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, `autoshop_broadcast_messages{broadcast="${broadcast.id}",state="sent"}`)).toBe(0);
    expect(text).toContain(`autoshop_broadcast_messages{broadcast="${broadcast.id}",state="recipients"}`);
  });
});

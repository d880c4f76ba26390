// The shop's Prometheus metrics (prom-client), one registry per process, made in the composition root and handed down.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client';
import { queueDepths } from './db/jobs';
import { getBroadcast } from './domain/broadcasts/broadcasts';
import { activeBroadcast } from './domain/broadcasts/delivery';
import { getShopTotals, type ShopTotals } from './domain/reports/shop-totals';

export type ShopMetrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  botUpdates: Counter<'kind' | 'outcome'>;
  botUpdateDuration: Histogram<'kind'>;
  webhookFailures: Counter<'source' | 'reason'>;
};

/**
 * Counters of what this process handled (HTTP requests, bot updates, refused webhooks), Node's own figures (event-loop
 * delay, memory, GC) and, read from the database at each scrape, the shop's totals and the job queue: those are the
 * same on every process, so sum the first kind across processes and take one process's value of the second.
 */
export function createMetrics(db?: Db): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'autoshop_', eventLoopMonitoringPrecision: 20 });
  const metrics: ShopMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'autoshop_http_request_duration_seconds',
      help: 'HTTP requests by route (the route pattern, not the URL) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    botUpdates: new Counter({
      name: 'autoshop_bot_updates_total',
      help: 'Telegram updates handled by this process, by kind (message, callback_query, …) and outcome (ok, error)',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    botUpdateDuration: new Histogram({
      name: 'autoshop_bot_update_duration_seconds',
      help: 'Time to handle a Telegram update, from its arrival to the last answer sent',
      labelNames: ['kind'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    webhookFailures: new Counter({
      name: 'autoshop_webhook_failures_total',
      help: 'Webhooks refused or failed: by source (btcpay, nowpayments, telegram) and reason (signature, unavailable, error)',
      labelNames: ['source', 'reason'],
      registers: [registry],
    }),
  };
  if (db) watchDatabase(registry, db);
  return metrics;
}

/** Gauges read at scrape time: cheap statements (the rollups and the jobs table's index). */
function watchDatabase(registry: Registry, db: Db) {
  // Five gauges, one statement per scrape: the gauges of one scrape share the totals read within a second.
  let read: { at: number; totals: Promise<ShopTotals> } | undefined;
  const shopTotals = () => {
    if (!read || Date.now() - read.at > 1000) read = { at: Date.now(), totals: getShopTotals(db) };
    return read.totals;
  };
  const totals = (pick: (t: ShopTotals) => number) =>
    async function (this: Gauge) {
      this.set(pick(await shopTotals()));
    };
  new Gauge({ name: 'autoshop_purchases', help: 'Completed purchases to date', registers: [registry], collect: totals((t) => t.orders) });
  new Gauge({ name: 'autoshop_numbers_sold', help: 'Numbers sold in completed purchases to date', registers: [registry], collect: totals((t) => t.numbersSold) });
  new Gauge({ name: 'autoshop_sales_euros', help: 'Revenue of completed purchases to date, in euros', registers: [registry], collect: totals((t) => t.salesCents / 100) });
  new Gauge({ name: 'autoshop_deposits_credited', help: 'Deposits credited to date', registers: [registry], collect: totals((t) => t.depositsCredited) });
  new Gauge({ name: 'autoshop_deposits_euros', help: 'Amount of the deposits credited to date, in euros', registers: [registry], collect: totals((t) => t.depositsCents / 100) });
  new Gauge({
    name: 'autoshop_job_queue_depth',
    help: 'Jobs per queue and state: due (waiting for a worker), waiting (scheduled later), running, failed (given up)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await queueDepths(db)) {
        for (const state of ['due', 'waiting', 'running', 'failed'] as const) this.set({ queue: q.queue, state }, q[state]);
      }
    },
  });
  new Gauge({
    name: 'autoshop_broadcast_messages',
    help: 'The broadcast being sent (or listed): its recipients, and the messages sent, failed, blocked or uncertain so far',
    labelNames: ['broadcast', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // Broadcasts are sent one at a time, oldest first: the one in progress.
      const active = await activeBroadcast(db);
      if (active) {
        const b = await getBroadcast(db, active.id);
        const figures = { recipients: b.recipientCount, sent: b.sentCount, failed: b.failedCount, blocked: b.blockedCount, uncertain: b.uncertainCount };
        for (const [state, value] of Object.entries(figures)) this.set({ broadcast: String(b.id), state }, value);
      }
    },
  });
}

// The crash test's invariants, read from the database while the shop is down and from what the stand-ins received.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { checkRollups } from '../../src/domain/rollups/rollups';
import { checkLedger } from '../../src/domain/wallet/check-ledger';
import type { BotApiStandIn } from '../../tests/support/bot-api-stand-in';
import type { LoadRecord } from './load';
import { availableNumbersOf } from '../../src/domain/stock/sale-tallies';

/** A numlist the test put on sale: its name and the range of its numbers (all of one length, so text order works). */
export type TrackedList = { name: string; low: string; high: string; uploaded: number; acked: boolean; added?: number };

export type Figures = {
  orders: number;
  ackedOrders: number;
  deliveredFiles: number;
  inlineDeliveries: number;
  pendingDeliveries: number;
  repeatedFiles: number;
  credited: number;
  broadcast: { status: string; sent: number; uncertain: number; calls: number } | null;
};

type Final = { final: boolean };

const n = (v: unknown) => Number(v ?? 0);

/**
 * Every invariant the crash test holds the shop to. Returns the violations (empty when all hold) and the figures the
 * summary prints. `final`: after the last restart, once the load has stopped and the shop has caught up.
 */
export async function checkInvariants(
  db: Db,
  ctx: { record: LoadRecord; lists: TrackedList[]; standIn: BotApiStandIn },
  { final }: Final,
): Promise<{ violations: string[]; figures: Figures }> {
  const v: string[] = [];
  const { record, lists, standIn } = ctx;

  // The books.
  const ledger = await checkLedger(db);
  if (!ledger.ok) v.push(`ledger check: ${ledger.problems.map((p) => `user ${p.userId} ${p.check} expected ${p.expected} found ${p.actual} ${p.reference ?? ''}`).join('; ')}`);
  const rollups = await checkRollups(db);
  if (rollups.length) v.push(`rollups: ${rollups.map((r) => `${r.table} ${r.day} ${r.detail}`).join('; ')}`);

  // Stock: no number sold twice, none both sold and in stock, and per list stock + sold = imported.
  const [twice] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select number from order_numbers group by number having count(*) > 1) d`);
  if (n(twice.n) > 0) v.push(`${twice.n} number(s) sold twice`);
  const [both] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from numlist_numbers s join order_numbers o on o.number = '+' || s.number::text`,
  );
  if (n(both.n) > 0) v.push(`${both.n} number(s) both sold and still in stock`);
  const counters = await queryRows<{ id: number; name: string; available_numbers: number; total_numbers: number; rows: number }>(
    db,
    sql`select n.id, n.name, ${availableNumbersOf(sql`n`)} as available_numbers, n.total_numbers, (select count(*)::int from numlist_numbers s where s.numlist_id = n.id) as rows from numlists n`,
  );
  for (const c of counters) if (n(c.available_numbers) !== n(c.rows)) v.push(`list ${c.name}: available_numbers ${c.available_numbers} but ${c.rows} numbers in stock`);
  for (const list of lists) {
    const row = counters.find((c) => c.name === list.name);
    if (!row) {
      if (list.acked) v.push(`list ${list.name}: acknowledged import missing`);
      continue;
    }
    const [sold] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_numbers where length(number) = ${list.low.length} and number between ${list.low} and ${list.high}`,
    );
    const [outside] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from numlist_numbers where numlist_id = ${row.id} and not ('+' || number::text between ${list.low} and ${list.high})`,
    );
    if (n(outside.n) > 0) v.push(`list ${list.name}: ${outside.n} number(s) that were not uploaded`);
    const held = n(row.rows) + n(sold.n);
    // An acknowledged import holds what it reported added; one cut short by the kill, what its row says it took in.
    const imported = list.acked ? (list.added ?? list.uploaded) : n(row.total_numbers);
    if (held !== imported) v.push(`list ${list.name}: stock ${row.rows} + sold ${sold.n} = ${held}, imported ${imported}`);
    if (held > list.uploaded) v.push(`list ${list.name}: ${held} numbers, more than the ${list.uploaded} uploaded`);
  }

  // Orders: every acknowledged one exists with its numbers; every order is delivered or its delivery job still waits.
  const orders = await queryRows<{ id: number; telegram_id: string; quantity: number; idempotency_key: string; numbers: number }>(
    db,
    sql`select ph.id, ph.telegram_id::text as telegram_id, ph.quantity, ph.idempotency_key,
               (select count(*)::int from order_numbers o where o.purchase_id = ph.id) as numbers
        from purchase_history ph where ph.idempotency_key like 'shop:crash-%'`,
  );
  const byId = new Map(orders.map((o) => [n(o.id), o]));
  const keys = new Map(orders.map((o) => [o.idempotency_key, n(o.id)]));
  for (const acked of record.orders.values()) {
    const order = byId.get(acked.orderId);
    if (!order) v.push(`acknowledged order #${acked.orderId} (key ${acked.key}) missing`);
    else if (n(order.numbers) !== acked.quantity) v.push(`order #${acked.orderId}: ${order.numbers} numbers for ${acked.quantity}`);
    if (keys.get(`shop:${acked.key}`) !== acked.orderId) v.push(`key ${acked.key}: acknowledged as #${acked.orderId}, stored as #${keys.get(`shop:${acked.key}`)}`);
  }
  const pending = await queryRows<{ key: string; failed: boolean }>(
    db,
    sql`select key, failed_at is not null as failed from jobs where queue = 'shop-deliveries'`,
  );
  const waiting = new Set(pending.filter((p) => !p.failed).map((p) => p.key));
  for (const p of pending) if (p.failed) v.push(`delivery job ${p.key} given up`);
  const files = new Map<number, number>();
  const texts: string[] = [];
  for (const chatId of new Set(orders.map((o) => Number(o.telegram_id)))) {
    for (const m of standIn.chat(chatId)) {
      const id = /-n(\d+)\.txt$/.exec(m.document?.fileName ?? '')?.[1];
      if (id) files.set(Number(id), (files.get(Number(id)) ?? 0) + 1);
      else if (m.text) texts.push(m.text);
    }
  }
  // Telegram refusing the file: the numbers come inline, in parts (src/bot/delivery.ts); an order's first number shows it.
  const firsts = await queryRows<{ id: number; number: string }>(
    db,
    sql`select distinct on (purchase_id) purchase_id as id, number from order_numbers order by purchase_id, id`,
  );
  const firstNumber = new Map(firsts.map((f) => [n(f.id), f.number]));
  let inline = 0;
  let pendingDeliveries = 0;
  for (const o of orders) {
    const id = n(o.id);
    if (files.has(id)) continue;
    const first = firstNumber.get(id);
    if (first && texts.some((t) => t.includes(first))) {
      inline++;
      continue;
    }
    if (!waiting.has(`order:${id}`)) v.push(`order #${id}: no file sent and no delivery waiting`);
    else if (final) v.push(`order #${id}: delivery still waiting after the last restart`);
    else pendingDeliveries++;
  }
  // A file sent twice (the kill fell between Telegram's answer and the job's completion) is at-least-once delivery: counted, allowed.
  const repeatedFiles = [...files.values()].filter((c) => c > 1).length;

  // Deposits: credited once each; those the shop acknowledged, credited.
  const deposits = await queryRows<{ provider_payment_id: string; rows: number; status: string }>(
    db,
    sql`select d.provider_payment_id, d.status,
               (select count(*)::int from ledger_entries l where l.reference_type = 'deposit' and l.reference_id = d.id::text) as rows
        from deposits d where d.provider_payment_id is not null`,
  );
  const depositOf = new Map(deposits.map((d) => [d.provider_payment_id, d]));
  for (const d of deposits) if (n(d.rows) > 1) v.push(`deposit of payment ${d.provider_payment_id} credited ${d.rows} times`);
  for (const paymentId of final ? record.payments : record.creditedPayments) {
    const d = depositOf.get(paymentId);
    if (!d || n(d.rows) !== 1) v.push(`payment ${paymentId}: ${final ? 'finished' : 'acknowledged'} but credited ${d?.rows ?? 0} times`);
  }

  // Admin credits: at most once each; acknowledged ones exactly once.
  const credits = await queryRows<{ reason: string; n: number }>(
    db,
    sql`select metadata->>'reason' as reason, count(*)::int as n from transactions where type = 'admin_credit' and metadata->>'reason' like 'crash credit %' group by 1`,
  );
  const creditCount = new Map(credits.map((c) => [c.reason, n(c.n)]));
  for (const c of record.credits) {
    const got = creditCount.get(c.reason) ?? 0;
    if (got > 1 || (c.acked && got !== 1)) v.push(`admin credit "${c.reason}"${c.acked ? ' (acknowledged)' : ''} applied ${got} times`);
  }

  // The broadcast: nobody messaged twice; rows sent have their message; at the end, finished.
  let broadcast: Figures['broadcast'] = null;
  if (record.broadcast.id) {
    const perChat = new Map<number, number>();
    let calls = 0;
    for (const c of standIn.calls('sendMessage')) {
      if (c.failed || !String(c.params.text ?? '').includes(record.broadcast.marker)) continue;
      calls++;
      perChat.set(c.chatId ?? 0, (perChat.get(c.chatId ?? 0) ?? 0) + 1);
    }
    for (const [chat, times] of perChat) if (times > 1) v.push(`broadcast: chat ${chat} messaged ${times} times`);
    const [b] = await queryRows<{ status: string }>(db, sql`select status from broadcasts where id = ${record.broadcast.id}`);
    const rows = await queryRows<{ chat_id: string; status: string }>(
      db,
      sql`select chat_id::text as chat_id, status from broadcast_recipients where broadcast_id = ${record.broadcast.id}`,
    );
    for (const r of rows) if (r.status === 'sent' && perChat.get(Number(r.chat_id)) !== 1) v.push(`broadcast: chat ${r.chat_id} recorded as sent, messaged ${perChat.get(Number(r.chat_id)) ?? 0} times`);
    const sent = rows.filter((r) => r.status === 'sent').length;
    const uncertain = rows.filter((r) => r.status === 'uncertain' || r.status === 'sending').length;
    if (final) {
      if (b?.status !== 'done') v.push(`broadcast: ${b?.status ?? 'missing'} at the end, not done`);
      const other = rows.filter((r) => !['sent', 'uncertain'].includes(r.status));
      if (other.length) v.push(`broadcast: ${other.length} recipient(s) ${[...new Set(other.map((r) => r.status))].join(', ')} at the end`);
    }
    broadcast = { status: b?.status ?? 'missing', sent, uncertain, calls };
  }

  return {
    violations: v,
    figures: {
      orders: orders.length,
      ackedOrders: record.orders.size,
      deliveredFiles: files.size,
      inlineDeliveries: inline,
      pendingDeliveries,
      repeatedFiles,
      credited: deposits.filter((d) => n(d.rows) === 1).length,
      broadcast,
    },
  };
}

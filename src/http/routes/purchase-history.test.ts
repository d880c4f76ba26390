import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, type Catalogue, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { purchase } from '../../domain/orders/purchase';
import { checkLedger } from '../../domain/wallet/check-ledger';
import { suiteApp } from '../../../tests/support/suite-fixtures';

type Item = { id: number; price: string; quantity: number; status: string; purchaseDate: string; operatorName: string; countryName: string };

describe('purchase history API', () => {
  const t = suiteApp();
  let fr: Catalogue;
  let uk: Catalogue;
  let alice: number;
  let bob: number;
  const orders: Record<string, number> = {};

  /** The summary computed straight from the orders, to hold the rollup-based one to. */
  async function liveSummary(where = sql`true`) {
    const [r] = await queryRows<{ orders: string; completed: string; refunded: string; revenue: string | null; numbers: string | null }>(
      t.database.db,
      sql`select count(*) as orders, count(*) filter (where status = 'completed') as completed, count(*) filter (where status = 'refunded') as refunded,
                 sum(price_cents) filter (where status = 'completed') as revenue, sum(quantity) filter (where status = 'completed') as numbers
          from purchase_history where ${where}`,
    );
    return {
      totalOrders: Number(r.orders),
      completedOrders: Number(r.completed),
      refundedOrders: Number(r.refunded),
      revenue: (Number(r.revenue ?? 0) / 100).toFixed(2),
      numbersSold: Number(r.numbers ?? 0),
    };
  }

  beforeAll(async () => {
    const db = t.database.db;
    fr = await createCatalogue(db, { country: 'France', operator: 'Orange', category: 'SMS' });
    uk = await createCatalogue(db, { country: 'Royaume-Uni de test', operator: 'Vodafone', category: 'Data' });
    const frList = await createNumlist(db, { countryId: fr.countryId, operatorId: fr.operatorId, categoryId: fr.categoryId, count: 3000 });
    const ukList = await createNumlist(db, { countryId: uk.countryId, operatorId: uk.operatorId, categoryId: uk.categoryId, count: 3000, offset: 3000 });
    alice = await createCustomer(db, { username: 'alice', telegramUsername: 'alice_tg', telegramId: 11_111_111, balanceCents: 10_000 });
    bob = await createCustomer(db, { username: 'bob', telegramUsername: '=cmd,"x"', telegramId: 22_222_222, balanceCents: 10_000 });
    const buy = async (name: string, userId: number, numlistId: number, quantity: number, daysAgo = 0) => {
      const r = await purchase(db, { userId, numlistId, quantity, idempotencyKey: name });
      orders[name] = r.order.id;
      if (daysAgo) {
        await db.execute(sql`update purchase_history set purchase_date = now() - make_interval(days => ${daysAgo}) where id = ${r.order.id}`);
        await db.execute(sql`update transactions set created_at = now() - make_interval(days => ${daysAgo}) where id = ${r.order.transactionId}`);
      }
    };
    // Older orders are rolled up on the first summary; today's are read live.
    await buy('old-fr', alice, frList, 500, 40);
    await buy('old-uk', bob, ukList, 300, 35);
    await buy('week-fr', alice, frList, 200, 5);
    await buy('today-fr', bob, frList, 100);
    await buy('today-uk', alice, ukList, 1000);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });

  it('lists newest first with the order fields, paging and the summary of every matching order', async () => {
    const res = await get('/api/purchase-history');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((o: Item) => o.id)).toEqual([orders['today-uk'], orders['today-fr'], orders['week-fr'], orders['old-uk'], orders['old-fr']]);
    expect(body.data[0]).toMatchObject({
      userId: alice,
      username: 'alice',
      telegramId: 11_111_111,
      telegramUsername: 'alice_tg',
      operatorName: 'Vodafone',
      countryName: 'Royaume-Uni de test',
      countryFlag: '🇫🇷',
      categoryName: 'Data',
      quantity: 1000,
      price: '6.00',
      unitPrice: '0.006',
      status: 'completed',
    });
    expect(body.pagination).toEqual({ total: 5, totalPages: 1, page: 1, pageSize: 20 });
    expect(body.summary).toEqual({ totalOrders: 5, completedOrders: 5, refundedOrders: 0, revenue: '12.60', numbersSold: 2100 });
    expect(body.summary).toEqual(await liveSummary());
    // The closed days were rolled up.
    expect(await countOf(t.database.db, sql`select coalesce(sum(orders), 0) as n from sales_daily`)).toBe(3);
  });

  it('filters by operator, country and text (Telegram id, username, operator, country), with matching summaries', async () => {
    const ids = async (query: string) => (await get(`/api/purchase-history?${query}`)).json().data.map((o: Item) => o.id);
    expect(await ids(`operatorId=${fr.operatorId}`)).toEqual([orders['today-fr'], orders['week-fr'], orders['old-fr']]);
    expect(await ids(`countryId=${uk.countryId}`)).toEqual([orders['today-uk'], orders['old-uk']]);
    expect(await ids(`countryId=${uk.countryId}&operatorId=${fr.operatorId}`)).toEqual([]);
    expect(await ids('search=22222')).toEqual([orders['today-fr'], orders['old-uk']]);
    expect(await ids('search=ALICE_TG')).toEqual([orders['today-uk'], orders['week-fr'], orders['old-fr']]);
    expect(await ids('search=vodaf')).toEqual([orders['today-uk'], orders['old-uk']]);
    expect(await ids('search=royaume')).toEqual([orders['today-uk'], orders['old-uk']]);
    expect(await ids('operatorId=all&countryId=')).toHaveLength(5);
    const byOp = (await get(`/api/purchase-history?operatorId=${fr.operatorId}`)).json();
    expect(byOp.summary).toEqual(await liveSummary(sql`operator_id = ${fr.operatorId}`));
    const bySearch = (await get('/api/purchase-history?search=vodaf')).json();
    expect(bySearch.summary).toEqual(await liveSummary(sql`operator_name = 'Vodafone'`));
    expect(bySearch.pagination.total).toBe(2);
  });

  it('sorts by date, price or quantity, either way', async () => {
    const q = async (query: string) => (await get(`/api/purchase-history?${query}`)).json().data.map((o: Item) => o.quantity);
    expect(await q('sort=quantity')).toEqual([1000, 500, 300, 200, 100]);
    expect(await q('sort=price&dir=asc')).toEqual([100, 200, 300, 500, 1000]);
    expect(await q('sort=date&dir=asc')).toEqual([500, 300, 200, 100, 1000]);
    const paged = (await get('/api/purchase-history?sort=quantity&pageSize=20&page=1')).json();
    expect(paged.pagination.totalPages).toBe(1);
  });

  it('refuses bad query values with French messages', async () => {
    const msg = async (query: string) => (await get(`/api/purchase-history?${query}`)).json().message;
    expect(await msg('pageSize=10')).toBe('Taille de page invalide (20, 50 ou 100)');
    expect(await msg('sort=name')).toBe('Tri invalide (date, price ou quantity)');
    expect(await msg('dir=up')).toBe('Ordre invalide (asc ou desc)');
    expect(await msg('status=lost')).toBe('Statut invalide');
    expect(await msg('operatorId=abc')).toBe('Identifiant invalide');
  });

  it("downloads an order's numbers as a .txt file, one per line", async () => {
    const res = await get(`/api/purchase-history/${orders['today-fr']}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="commande-${String(orders['today-fr']).padStart(6, '0')}.txt"`);
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(100);
    expect(lines.every((l) => /^\+33\d{9}$/.test(l))).toBe(true);
    const [stored] = await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from order_numbers where purchase_id = ${orders['today-fr']} order by id limit 1`,
    );
    expect(lines[0]).toBe(stored.number);
    expect((await get('/api/purchase-history/999999/download')).statusCode).toBe(404);
  });

  it('exports the filtered history as a dated CSV with the spec columns, quoting what needs it', async () => {
    // The French spreadsheet format is the default: `;` between cells, decimal comma, dates as a French reader writes them.
    const res = await get(`/api/purchase-history/export.csv?countryId=${fr.countryId}&sort=quantity&dir=asc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="historique-achats-${day}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Commande;Date (Europe/Paris);Utilisateur Telegram;Opérateur;Pays;Quantité;Prix (€);Statut');
    expect(lines).toHaveLength(4);
    // Bob's Telegram name starts like a formula (neutralised with a quote) and holds a comma and quotes.
    expect(lines[1]).toMatch(new RegExp(`^${orders['today-fr']};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2};"'=cmd,""x""";Orange;France;100;0,60;Terminé$`));
    expect(lines[3]).toMatch(new RegExp(`^${orders['old-fr']};.*;alice_tg;Orange;France;500;3,00;Terminé$`));
    expect((await get(`/api/purchase-history/export.csv?countryId=${fr.countryId}&sort=quantity&dir=asc&format=fr`)).body).toBe(res.body);
  });

  it('exports the plain format on request: `,` and `.`, ISO-like dates, same columns and quoting', async () => {
    const res = await get(`/api/purchase-history/export.csv?countryId=${fr.countryId}&sort=quantity&dir=asc&format=plain`);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Commande,Date (Europe/Paris),Utilisateur Telegram,Opérateur,Pays,Quantité,Prix (€),Statut');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^${orders['today-fr']},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},"'=cmd,""x""",Orange,France,100,0\\.60,Terminé$`));
    expect(lines[3]).toMatch(new RegExp(`^${orders['old-fr']},.*,alice_tg,Orange,France,500,3\\.00,Terminé$`));
    // The date is the order's, in Paris time, whatever the server's own zone.
    const [, date] = lines[1].split(',');
    const [order] = (await get(`/api/purchase-history?search=${encodeURIComponent('=cmd')}`)).json().data as Item[];
    const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(order.purchaseDate));
    expect(date).toBe(paris);
  });

  it('refuses an unknown export format with a French message', async () => {
    const res = await get('/api/purchase-history/export.csv?format=xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Format invalide (fr ou plain)');
  });

  it('streams a large export in batches, every order once', async () => {
    const db = t.database.db;
    // 4,500 more orders straight in the table (the export reads 2,000 per batch).
    await db.execute(sql`
      insert into purchase_history (user_id, quantity, price_cents, unit_price_micros, operator_name, country_name, status, purchase_date)
      select ${alice}, 100, 60, 6000, 'Bulk', 'Bulkland', 'completed', now() - make_interval(secs => g)
      from generate_series(1, 4500) g`);
    try {
      for (const query of ['search=bulkland', 'search=bulk&sort=quantity&dir=asc', 'search=bulk&sort=price']) {
        const lines = (await get(`/api/purchase-history/export.csv?${query}`)).body.trimEnd().split('\r\n');
        // Ties on quantity and price: the keyset's id keeps every order exactly once (dates differ by the second).
        expect(lines).toHaveLength(4501);
        expect(new Set(lines).size).toBe(4501);
      }
    } finally {
      await db.execute(sql`delete from purchase_history where operator_name = 'Bulk'`);
    }
  });

  describe('refund', () => {
    const refund = (id: number) => t.app.inject({ method: 'POST', url: `/api/purchase-history/${id}/refund`, headers: { ...t.auth, 'content-type': 'application/json' } });

    it("credits the price back, marks the order refunded, and records it in the ledger and the audit log", async () => {
      const before = await balanceOf(t.database.db, bob);
      const res = await refund(orders['today-fr']);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, order: { id: orders['today-fr'], status: 'refunded', price: '0.60' } });
      expect(await balanceOf(t.database.db, bob)).toBe(before + 60);
      expect(res.json().balance).toBe(((before + 60) / 100).toFixed(2));
      const [ledger] = await queryRows<{ kind: string; amount_cents: string; actor_user_id: number | null }>(
        t.database.db,
        sql`select kind, amount_cents, actor_user_id from ledger_entries where reference_type = 'order' and reference_id = ${String(orders['today-fr'])} and kind = 'refund'`,
      );
      expect(ledger.kind).toBe('refund');
      expect(Number(ledger.amount_cents)).toBe(60);
      expect(ledger.actor_user_id).not.toBeNull();
      expect(await countOf(t.database.db, sql`select count(*) as n from audit_log where action = 'purchase.refund' and entity_id = ${String(orders['today-fr'])}`)).toBe(1);
      const [txn] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select t.status from transactions t join purchase_history p on p.transaction_id = t.id where p.id = ${orders['today-fr']}`,
      );
      expect(txn.status).toBe('refunded');
      expect(await countOf(t.database.db, sql`select count(*) as n from transactions where type = 'refund' and user_id = ${bob}`)).toBe(1);
    });

    it('refunds once: a second refund is refused', async () => {
      const again = await refund(orders['today-fr']);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_REFUNDED', message: 'Cet achat a déjà été remboursé' });
      expect((await refund(999_999)).statusCode).toBe(404);
    });

    it('keeps the rolled-up summaries exact when an old (rolled-up) order is refunded, and the books hold', async () => {
      const res = await refund(orders['old-uk']);
      expect(res.statusCode).toBe(200);
      const all = (await get('/api/purchase-history')).json();
      expect(all.summary).toEqual(await liveSummary());
      expect(all.summary).toMatchObject({ totalOrders: 5, completedOrders: 3, refundedOrders: 2 });
      const refunded = (await get('/api/purchase-history?status=refunded')).json();
      expect(refunded.data.map((o: Item) => o.id).sort()).toEqual([orders['today-fr'], orders['old-uk']].sort());
      expect(refunded.summary).toEqual(await liveSummary(sql`status = 'refunded'`));
      expect((await get('/api/purchase-history?status=completed')).json().summary).toEqual(await liveSummary(sql`status = 'completed'`));
      const report = await checkLedger(t.database.db);
      expect(report.problems).toEqual([]);
    });
  });
});

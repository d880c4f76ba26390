// Demo data for an empty database: a catalogue, numlists filled only with numbers from ranges reserved for fiction, customers,
// and two months of activity (deposits, purchases, a refund) written through the wallet and order domain functions.
import { sql } from 'drizzle-orm';
import { purchase } from '../domain/orders/purchase';
import { refundPurchase } from '../domain/orders/refund';
import { createNumlistWithNumbers } from '../domain/stock/import-numbers';
import { fromList } from '../domain/stock/number-sources';
import { DEFAULT_OPENING_BALANCE_CENTS } from '../domain/users/manage';
import { createDeposit, creditDeposit, DEPOSIT_NOTICES_QUEUE, failDeposit } from '../domain/wallet/deposits';
import { REFERRAL_NOTICES_QUEUE } from '../domain/wallet/referral-reward';
import { PURCHASE_PROOF_QUEUE } from '../domain/orders/purchase-proofs';
import { SHOP_DELIVERY_QUEUE } from '../domain/shop/buy';
import { STOCK_CHECK_QUEUE } from '../domain/stock/stock-alerts';
import type { Db, Executor } from '../db/client';
import { categories, countries, operators, settings, users } from '../db/schema';

type CountrySeed = { name: string; code: string; flag: string; continent: string; operators: string[] };

const demoCountries: CountrySeed[] = [
  { name: 'France', code: 'FR', flag: '🇫🇷', continent: 'europe', operators: ['Orange', 'SFR', 'Bouygues Telecom', 'Free Mobile'] },
  { name: 'Royaume-Uni', code: 'GB', flag: '🇬🇧', continent: 'europe', operators: ['EE', 'Vodafone UK', 'O2'] },
  { name: 'Allemagne', code: 'DE', flag: '🇩🇪', continent: 'europe', operators: ['Telekom', 'Vodafone DE'] },
  { name: 'Espagne', code: 'ES', flag: '🇪🇸', continent: 'europe', operators: ['Movistar', 'Orange ES'] },
  { name: 'Italie', code: 'IT', flag: '🇮🇹', continent: 'europe', operators: ['TIM', 'Wind Tre'] },
  { name: 'Belgique', code: 'BE', flag: '🇧🇪', continent: 'europe', operators: ['Proximus'] },
  { name: 'Suisse', code: 'CH', flag: '🇨🇭', continent: 'europe', operators: ['Swisscom'] },
  { name: 'États-Unis', code: 'US', flag: '🇺🇸', continent: 'amérique', operators: ['Verizon', 'AT&T', 'T-Mobile US'] },
  { name: 'Canada', code: 'CA', flag: '🇨🇦', continent: 'amérique', operators: ['Rogers', 'Bell'] },
  { name: 'Australie', code: 'AU', flag: '🇦🇺', continent: 'océanie', operators: ['Telstra', 'Optus'] },
  { name: 'Maroc', code: 'MA', flag: '🇲🇦', continent: 'afrique', operators: ['Maroc Telecom'] },
  { name: 'Japon', code: 'JP', flag: '🇯🇵', continent: 'asie', operators: ['NTT Docomo'] },
];

const demoCategories = [
  { name: 'SMS', description: 'Numéros mobiles pour campagnes SMS', icon: 'sms', type: 'special' },
  { name: 'Data', description: 'Numéros mobiles avec usage data', icon: 'database', type: 'special' },
  { name: 'Voix', description: 'Lignes fixes et mobiles pour appels', icon: 'phone', type: 'multicheck' },
  { name: 'Premium', description: 'Listes vérifiées à forte activité', icon: 'tags', type: 'special' },
];

const range = (from: number, count: number, format: (n: number) => string) =>
  Array.from({ length: count }, (_, i) => format(from + i));

/** North American fiction numbers: 555-0100 to 555-0199 in each area code. */
const nanpFiction = (areaCodes: number[]) => areaCodes.flatMap((ac) => range(100, 100, (n) => `+1${ac}5550${n}`));

/** Each list: country code, operator, category, the fiction range it holds. */
const demoNumlists: Array<{ name: string; country: string; operator: string; category: string; numbers: string[] }> = [
  // UK Ofcom drama range 07700 900000–900999.
  { name: 'UK EE SMS', country: 'GB', operator: 'EE', category: 'SMS', numbers: range(900000, 500, (n) => `+447700${n}`) },
  { name: 'UK Vodafone Data', country: 'GB', operator: 'Vodafone UK', category: 'Data', numbers: range(900500, 500, (n) => `+447700${n}`) },
  // ARCEP fiction ranges: 06 39 98 xx xx (mobile), 01 99 00 xx xx (fixed).
  { name: 'France Orange SMS', country: 'FR', operator: 'Orange', category: 'SMS', numbers: range(0, 4000, (n) => `+3363998${String(n).padStart(4, '0')}`) },
  { name: 'France SFR Data', country: 'FR', operator: 'SFR', category: 'Data', numbers: range(4000, 3000, (n) => `+3363998${String(n).padStart(4, '0')}`) },
  { name: 'France Free Premium', country: 'FR', operator: 'Free Mobile', category: 'Premium', numbers: range(7000, 3000, (n) => `+3363998${String(n).padStart(4, '0')}`) },
  { name: 'France Bouygues Voix', country: 'FR', operator: 'Bouygues Telecom', category: 'Voix', numbers: range(0, 2000, (n) => `+3319900${String(n).padStart(4, '0')}`) },
  { name: 'USA Verizon SMS', country: 'US', operator: 'Verizon', category: 'SMS', numbers: nanpFiction([201, 202, 212, 213, 305]) },
  { name: 'USA AT&T Data', country: 'US', operator: 'AT&T', category: 'Data', numbers: nanpFiction([312, 415, 617, 702, 718]) },
  { name: 'Canada Rogers SMS', country: 'CA', operator: 'Rogers', category: 'SMS', numbers: nanpFiction([416, 604, 514]) },
  // ACMA fiction ranges: 02 5550 xxxx and 03 7010 xxxx.
  { name: 'Australie Telstra Voix', country: 'AU', operator: 'Telstra', category: 'Voix', numbers: range(0, 3000, (n) => `+6125550${String(n).padStart(4, '0')}`) },
  { name: 'Australie Optus Voix', country: 'AU', operator: 'Optus', category: 'Voix', numbers: range(0, 3000, (n) => `+6137010${String(n).padStart(4, '0')}`) },
];

/** Demo customers: Telegram ids 100000001… in this order, and the opening balance (1.20 €) unless another is given. */
const demoCustomers = [
  { username: 'marie_dupont', firstName: 'Marie', lastName: 'Dupont', language: 'fr', balanceCents: 4250 },
  { username: 'john_smith', firstName: 'John', lastName: 'Smith', language: 'en', balanceCents: 1200 },
  { username: 'lukas_meyer', firstName: 'Lukas', lastName: 'Meyer', language: 'de' },
  { username: 'sofia_garcia', firstName: 'Sofía', lastName: 'García', language: 'es', balanceCents: 7800 },
  { username: 'yuki_tanaka', firstName: 'Yuki', lastName: 'Tanaka', language: 'ja', balanceCents: 0 },
  { username: 'ahmed_benali', firstName: 'Ahmed', lastName: 'Benali', language: 'ar' },
  { username: 'olena_koval', firstName: 'Olena', lastName: 'Koval', language: 'uk' },
  { username: 'mehmet_yilmaz', firstName: 'Mehmet', lastName: 'Yılmaz', language: 'tr' },
  { username: 'li_wei', firstName: 'Wei', lastName: 'Li', language: 'zh' },
  { username: 'priya_sharma', firstName: 'Priya', lastName: 'Sharma', language: 'hi' },
  { username: 'giulia_rossi', firstName: 'Giulia', lastName: 'Rossi', language: 'it' },
  { username: 'ivan_petrov', firstName: 'Ivan', lastName: 'Petrov', language: 'ru' },
].map((c, i) => ({ telegramId: 100000001 + i, balanceCents: DEFAULT_OPENING_BALANCE_CENTS, ...c }));

/** Demo deposits: [days ago, customer, euros, crypto, outcome]. Oldest first, like everything below. */
const demoDeposits: Array<[number, string, number, string, 'completed' | 'failed' | 'pending']> = [
  [58, 'marie_dupont', 50, 'btc', 'completed'],
  [55, 'sofia_garcia', 25, 'usdt', 'completed'],
  [50, 'john_smith', 10, 'eth', 'completed'],
  [47, 'ahmed_benali', 25, 'usdt', 'completed'],
  [44, 'olena_koval', 10, 'ltc', 'completed'],
  [40, 'mehmet_yilmaz', 6, 'btc', 'failed'],
  [38, 'li_wei', 50, 'usdt', 'completed'],
  [33, 'priya_sharma', 10, 'btc', 'completed'],
  [28, 'giulia_rossi', 25, 'eth', 'completed'],
  [25, 'ivan_petrov', 6, 'usdt', 'completed'],
  [20, 'marie_dupont', 25, 'btc', 'completed'],
  [15, 'lukas_meyer', 10, 'ltc', 'completed'],
  [12, 'sofia_garcia', 50, 'usdt', 'completed'],
  [8, 'yuki_tanaka', 6, 'btc', 'failed'],
  [6, 'li_wei', 25, 'btc', 'completed'],
  [3, 'john_smith', 10, 'usdt', 'completed'],
  [1, 'mehmet_yilmaz', 10, 'eth', 'pending'],
  [0, 'priya_sharma', 25, 'btc', 'pending'],
];

/** Demo purchases: [days ago, customer, numlist, quantity, by operator (else by numlist)]. */
const demoPurchases: Array<[number, string, string, number, boolean]> = [
  [57, 'marie_dupont', 'France Orange SMS', 500, true],
  [54, 'sofia_garcia', 'France SFR Data', 1000, false],
  [49, 'john_smith', 'UK EE SMS', 200, true],
  [46, 'ahmed_benali', 'USA Verizon SMS', 300, false],
  [43, 'olena_koval', 'France Free Premium', 1000, true],
  [37, 'li_wei', 'Australie Telstra Voix', 800, false],
  [35, 'marie_dupont', 'France Orange SMS', 500, true],
  [32, 'priya_sharma', 'UK Vodafone Data', 200, false],
  [27, 'giulia_rossi', 'Canada Rogers SMS', 100, true],
  [24, 'ivan_petrov', 'France Bouygues Voix', 500, false],
  [22, 'sofia_garcia', 'Australie Optus Voix', 500, true],
  [19, 'marie_dupont', 'France SFR Data', 500, false],
  [16, 'john_smith', 'USA AT&T Data', 100, true],
  [14, 'lukas_meyer', 'France Orange SMS', 500, false],
  [11, 'sofia_garcia', 'France Free Premium', 500, true],
  [9, 'li_wei', 'France Bouygues Voix', 500, false],
  [7, 'ahmed_benali', 'USA Verizon SMS', 100, true],
  [5, 'giulia_rossi', 'France Orange SMS', 500, false],
  [4, 'li_wei', 'Australie Telstra Voix', 500, true],
  [2, 'marie_dupont', 'France Orange SMS', 100, false],
  [1, 'priya_sharma', 'USA AT&T Data', 200, true],
  [0, 'sofia_garcia', 'France SFR Data', 300, false],
  [0, 'john_smith', 'UK EE SMS', 100, true],
];

export const defaultSettings: Record<string, { value: string; description: string }> = {
  show_help_button: { value: 'true', description: "Afficher le bouton d'aide" },
  show_channel_menu_button: { value: 'true', description: 'Afficher le bouton des canaux' },
  main_channel_url: { value: '', description: 'Canal principal' },
  proof_channel_url: { value: '', description: 'Canal des preuves' },
  unit_price_micros: { value: '6000', description: 'Prix par numéro en micro-euros (0,006 €)' },
  minimum_purchase_quantity: { value: '100', description: "Quantité minimale d'achat" },
  // Off until the owner writes how to pay (decision 0125); the row exists so turning it on and removing the
  // instructions lock the same row.
  manual_topups_enabled: { value: 'false', description: 'Recharges manuelles' },
};

/**
 * What only the demo shop has: a support contact and manual top-ups with instructions, so a demo customer sees the
 * whole top-up (the welcome and help stay the bot's built-in texts, in each customer's language).
 */
const demoSettings: Record<string, { value: string; description: string }> = {
  support_contact: { value: '@autoshop_demo_support', description: 'Contact du support' },
  manual_topup_instructions: {
    value:
      '<b>Virement (démonstration)</b>\nIBAN : <code>FR76 0000 0000 0000 0000 0000 000</code>\nBénéficiaire : AutoShop Démo\nMettez le numéro de votre demande en référence du virement.',
    description: 'Instructions de paiement des recharges manuelles',
  },
  manual_topup_instructions_en: {
    value:
      '<b>Bank transfer (demo)</b>\nIBAN: <code>FR76 0000 0000 0000 0000 0000 000</code>\nBeneficiary: AutoShop Demo\nPut your request number as the transfer reference.',
    description: 'Instructions de paiement des recharges manuelles (en)',
  },
  manual_topups_enabled: { value: 'true', description: 'Recharges manuelles' },
};

/** True when the shop has no catalogue yet: the only case in which demo data is written. */
export async function isEmpty(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`select (select count(*) from countries)::int as n`);
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function seedDefaults(db: Executor): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(defaultSettings).map(([key, s]) => ({ key, value: s.value, description: s.description })))
    .onConflictDoNothing();
}

/** Queues of the messages that follow a deposit, a purchase or a referral. */
const DEMO_FOLLOW_UP_QUEUES = [DEPOSIT_NOTICES_QUEUE, REFERRAL_NOTICES_QUEUE, PURCHASE_PROOF_QUEUE, SHOP_DELIVERY_QUEUE, STOCK_CHECK_QUEUE];

export async function seedDemo(database: Db): Promise<void> {
  await database.transaction(async (db) => {
    await seedDefaults(db);
    for (const [key, s] of Object.entries(demoSettings)) {
      await db.insert(settings).values({ key, value: s.value, description: s.description }).onConflictDoUpdate({ target: settings.key, set: { value: s.value } });
    }
    const cats = await db.insert(categories).values(demoCategories).returning();
    const categoryId = new Map(cats.map((c) => [c.name, c.id]));
    const operatorId = new Map<string, number>();
    const countryId = new Map<string, number>();
    for (const c of demoCountries) {
      const [country] = await db.insert(countries).values({ name: c.name, code: c.code, flag: c.flag, continent: c.continent }).returning();
      countryId.set(c.code, country.id);
      const ops = await db.insert(operators).values(c.operators.map((name) => ({ name, countryId: country.id }))).returning();
      for (const op of ops) operatorId.set(`${c.code}:${op.name}`, op.id);
    }
    // Through the real import (normalise, scrub, count, audit), so demo stock obeys the same rules as any import.
    for (const list of demoNumlists) {
      const meta = {
        name: list.name,
        countryId: countryId.get(list.country) ?? null,
        operatorId: operatorId.get(`${list.country}:${list.operator}`) ?? null,
        categoryId: categoryId.get(list.category) ?? null,
        source: 'Données de démonstration (plages réservées à la fiction)',
        consentBasis: 'Aucune personne réelle : numéros fictifs',
        unitPrice: null,
        isActive: true,
      };
      const { report } = await createNumlistWithNumbers(db, meta, fromList(list.numbers), { actorUserId: null, origin: 'seed' });
      if (report.added !== list.numbers.length) throw new Error(`demo numlist ${list.name}: ${JSON.stringify(report)}`);
    }
    await db.insert(users).values(demoCustomers.map((c) => ({ ...c, telegramUsername: c.username, openingBalanceCents: c.balanceCents })));
    await seedDemoActivity(db as unknown as Db);
    // The demo's history happened to nobody: the messages its deposits, purchases and referrals queued (deposit
    // notices, proofs, deliveries, stock alerts) are dropped with it, so a bot started later sends none of them.
    await db.execute(sql`delete from jobs where queue in (${sql.join(DEMO_FOLLOW_UP_QUEUES.map((q) => sql`${q}`), sql`, `)})`);
  });
}

/**
 * Two months of money movements, through the same functions the bot and the back office use (so the ledger holds and
 * `npm run check:ledger` passes on a fresh shop), then dated back over the period so the dashboard's trends,
 * the history and the deposits tabs all have something to show. Runs inside seedDemo's transaction.
 */
async function seedDemoActivity(db: Db): Promise<void> {
  const { rows: people } = (await db.execute(sql`select id, username from users`)) as unknown as { rows: Array<{ id: number; username: string }> };
  const userId = new Map(people.map((u) => [u.username, u.id]));
  const { rows: lists } = (await db.execute(sql`select id, name, country_id, operator_id from numlists`)) as unknown as {
    rows: Array<{ id: number; name: string; country_id: number; operator_id: number }>;
  };
  const list = new Map(lists.map((l) => [l.name, l]));
  // Each customer registered a few days before their first move (some within the last 30 days, for the trend).
  for (const [i, c] of demoCustomers.entries()) {
    const firstMove = Math.max(0, ...demoDeposits.filter((d) => d[1] === c.username).map((d) => d[0]), ...demoPurchases.filter((p) => p[1] === c.username).map((p) => p[0]));
    await db.execute(sql`update users set created_at = now() - make_interval(days => ${firstMove + 2 + (i % 3)}::int) where username = ${c.username}`);
  }
  const at = (daysAgo: number, n: number) => sql`now() - make_interval(days => ${daysAgo}::int, mins => ${daysAgo === 0 ? 5 + n : 60 * (8 + (n % 12))}::int)`;

  type Move = { daysAgo: number; run: () => Promise<void> };
  const moves: Move[] = [
    ...demoDeposits.map(([daysAgo, username, euros, crypto, outcome], n) => ({
      daysAgo,
      run: async () => {
        const paymentId = `demo-${String(n + 1).padStart(4, '0')}`;
        const { deposit } = await createDeposit(db, { userId: userId.get(username) as number, provider: 'demo', providerPaymentId: paymentId, crypto, amountCents: euros * 100 });
        if (outcome === 'completed') await creditDeposit(db, { provider: 'demo', providerPaymentId: paymentId });
        if (outcome === 'failed') await failDeposit(db, { provider: 'demo', providerPaymentId: paymentId, reason: 'expired' });
        await db.execute(sql`update deposits set created_at = ${at(daysAgo, n)}, completed_at = case when completed_at is null then null else ${at(daysAgo, n)} + interval '20 minutes' end where id = ${deposit.id}`);
        await db.execute(sql`update transactions set created_at = ${at(daysAgo, n)}, completed_at = case when completed_at is null then null else ${at(daysAgo, n)} + interval '20 minutes' end where id = ${deposit.transactionId}`);
        await db.execute(sql`update ledger_entries set created_at = ${at(daysAgo, n)} + interval '20 minutes' where reference_type = 'deposit' and reference_id = ${String(deposit.id)}`);
      },
    })),
    ...demoPurchases.map(([daysAgo, username, listName, quantity, byOperator], n) => ({
      daysAgo,
      run: async () => {
        const l = list.get(listName);
        if (!l) throw new Error(`demo numlist ${listName} missing`);
        const source = byOperator ? { countryId: l.country_id, operatorId: l.operator_id } : { numlistId: l.id };
        const { order } = await purchase(db, { ...source, userId: userId.get(username) as number, quantity, idempotencyKey: `demo-${n + 1}` });
        await db.execute(sql`update purchase_history set purchase_date = ${at(daysAgo, n + 30)} where id = ${order.id}`);
        await db.execute(sql`update transactions set created_at = ${at(daysAgo, n + 30)}, completed_at = ${at(daysAgo, n + 30)} where id = ${order.transactionId}`);
        await db.execute(sql`update ledger_entries set created_at = ${at(daysAgo, n + 30)} where reference_type = 'order' and reference_id = ${String(order.id)}`);
        // One order comes back: a refund the next day, by the shop (no admin exists yet when the demo is written).
        if (username === 'olena_koval') {
          const { refundTransactionId } = await refundPurchase(db, { purchaseId: order.id, actorUserId: null, reason: 'Numéros non conformes (démo)', notify: false });
          await db.execute(sql`update transactions set created_at = ${at(daysAgo - 1, n)}, completed_at = ${at(daysAgo - 1, n)} where id = ${refundTransactionId}`);
          await db.execute(sql`update ledger_entries set created_at = ${at(daysAgo - 1, n)} where kind = 'refund' and reference_id = ${String(order.id)}`);
        }
      },
    })),
  ];
  // Oldest first, so each ledger chain runs in date order; on the same day deposits come before purchases.
  const ordered = moves.map((m, n) => ({ ...m, n })).sort((a, b) => b.daysAgo - a.daysAgo || a.n - b.n);
  for (const m of ordered) await m.run();
  await db.execute(sql`
    update users u set last_activity = greatest(u.created_at,
      (select max(created_at) from ledger_entries l where l.user_id = u.id),
      (select max(created_at) from deposits d where d.user_id = u.id))
    where not u.is_admin`);
}

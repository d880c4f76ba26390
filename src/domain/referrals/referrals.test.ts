// Referrals: who is referred (not themselves, not an existing customer), and the referrer paid once per referred
// customer, whatever credits the first deposit and however many at once (webhook, reconciliation, admin).
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf, setSetting } from '../../../tests/support/wallet-fixtures';
import { queryRows } from '../../db/query';
import { reconcileDeposits } from '../../jobs/deposit-reconciliation';
import type { PaymentGateway } from '../../domain/wallet/payment-gateway';
import type { PaymentGateways } from '../../domain/wallet/payment-gateways';
import { handleDelivery } from '../../domain/wallet/payment-deliveries';
import { checkLedger } from '../wallet/check-ledger';
import { adjustCredit } from '../wallet/admin-credit';
import { approveDeposit, createDeposit, creditDeposit } from '../wallet/deposits';
import { generateGiftCards, redeemGiftCard } from '../wallet/gift-cards';
import { codeOfStartPayload, referralCodeOf } from './codes';
import { listReferrers, referralSummaryOf } from './read';
import { registerWithReferral } from './register';
import { referralRewardCents } from '../wallet/referral-reward';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

let telegramIds = 700_000_000;
const profile = () => ({ telegramId: ++telegramIds, username: `u${telegramIds}`, firstName: 'Test' });

describe('the reward rule', () => {
  it('is the share of the credited cents, rounded to the nearest cent, half up, in integers', () => {
    expect(referralRewardCents(2000, 500)).toBe(100);
    expect(referralRewardCents(1010, 500)).toBe(51); // 50.5 → 51
    expect(referralRewardCents(1009, 500)).toBe(50); // 50.45 → 50
    expect(referralRewardCents(9, 500)).toBe(0); // 0.45 → 0
    expect(referralRewardCents(2000, 0)).toBe(0);
    expect(referralRewardCents(2000, 10_000)).toBe(2000);
    expect(referralRewardCents(900_719_925_474_099, 9_999)).toBe(900_629_853_481_552);
  });

  it('reads only ref_ links', () => {
    expect(codeOfStartPayload('ref_abc234xyzq')).toBe('abc234xyzq');
    expect(codeOfStartPayload('REF_ABC234XYZQ')).toBe('abc234xyzq');
    expect(codeOfStartPayload('ref_')).toBeNull();
    expect(codeOfStartPayload('promo_abc')).toBeNull();
    expect(codeOfStartPayload('ref_abc;drop')).toBeNull();
    expect(codeOfStartPayload(undefined)).toBeNull();
  });
});

describe('referrals', () => {
  const database = suiteDatabase();
  let payment = 0;

  const newReferrer = async () => {
    const { customer } = await registerWithReferral(database.db, profile(), undefined);
    return { id: customer.id, link: `ref_${await referralCodeOf(database.db, customer.id)}` };
  };
  const referralRows = (referredId: number) => countOf(database.db, sql`select count(*) as n from referrals where referred_user_id = ${referredId}`);
  const rewardRows = (referredId: number) =>
    countOf(database.db, sql`select count(*) as n from ledger_entries where kind = 'referral' and reference_id = ${String(referredId)}`);
  const notices = (referredId: number) => countOf(database.db, sql`select count(*) as n from jobs where queue = 'referral-notices' and key = ${String(referredId)}`);
  const deposit = async (userId: number, amountCents: number) =>
    (await createDeposit(database.db, { userId, provider: 'btcpay', providerPaymentId: `ref-inv-${++payment}`, crypto: 'BTC', amountCents })).deposit;

  it('gives each customer one code, the same every time, even asked for at once', async () => {
    const { customer } = await registerWithReferral(database.db, profile(), undefined);
    const codes = await Promise.all(Array.from({ length: 8 }, () => referralCodeOf(database.db, customer.id)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[a-z2-9]{10}$/);
    expect(await referralCodeOf(database.db, customer.id)).toBe(codes[0]);
  });

  it('refers a new customer who opens a link, once, even when their /start arrives several times at once', async () => {
    const referrer = await newReferrer();
    const me = profile();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => registerWithReferral(database.db, me, referrer.link)));
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    expect(outcomes.find((o) => o.created)?.referral).toBe('referred');
    expect(outcomes.filter((o) => !o.created).every((o) => o.referral === 'existing')).toBe(true);
    expect(await referralRows(outcomes[0].customer.id)).toBe(1);
    expect(await referralSummaryOf(database.db, referrer.id)).toEqual({ referredCount: 1, rewardedCount: 0, earnedCents: 0 });
  });

  it('refuses self-referral: the link’s owner opening it is not referred', async () => {
    const me = profile();
    const { customer } = await registerWithReferral(database.db, me, undefined);
    const link = `ref_${await referralCodeOf(database.db, customer.id)}`;
    const again = await registerWithReferral(database.db, me, link);
    expect(again.referral).toBe('self');
    expect(await referralRows(customer.id)).toBe(0);
    expect(await referralSummaryOf(database.db, customer.id)).toEqual({ referredCount: 0, rewardedCount: 0, earnedCents: 0 });
    // And the database refuses it outright, should any code path try.
    await expect(database.db.execute(sql`insert into referrals (referred_user_id, referrer_user_id) values (${customer.id}, ${customer.id})`)).rejects.toThrow();
  });

  it('does not refer an existing customer, nor anyone through an unknown code', async () => {
    const referrer = await newReferrer();
    const existing = profile();
    await registerWithReferral(database.db, existing, undefined);
    const late = await registerWithReferral(database.db, existing, referrer.link);
    expect(late).toMatchObject({ created: false, referral: 'existing' });
    expect(await referralRows(late.customer.id)).toBe(0);

    const unknown = await registerWithReferral(database.db, profile(), 'ref_zzzzzzzzzz');
    expect(unknown).toMatchObject({ created: true, referral: 'unknown_code' });
    expect(await referralRows(unknown.customer.id)).toBe(0);
    expect((await referralSummaryOf(database.db, referrer.id)).referredCount).toBe(0);
  });

  it('pays the referrer once when a webhook, a reconciliation and an admin credit the first deposit at the same moment', async () => {
    const referrer = await newReferrer();
    const { customer } = await registerWithReferral(database.db, profile(), referrer.link);
    const first = await deposit(customer.id, 2000);
    const before = await balanceOf(database.db, referrer.id);

    // A stand-in for the provider: its deliveries' bytes are the notices themselves.
    const provider = {
      name: 'btcpay',
      fetchPayment: async () => ({ kind: 'paid', providerStatus: 'Settled', creditCents: 2000, paidAmount: '0.0003' }),
      webhook: { parse: (rawBody: Buffer) => JSON.parse(rawBody.toString('utf8')) },
    } as unknown as PaymentGateway;
    const providers = { get: async () => provider } as unknown as PaymentGateways;
    const delivery = (i: number) => Buffer.from(JSON.stringify({ deliveryKey: `d-${first.id}-${i}`, event: 'InvoiceSettled', providerPaymentId: first.providerPaymentId }));
    const outcomes = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => handleDelivery(database.db, providers, 'btcpay', delivery(i)).then((handled) => handled.outcome)),
      // A reconciliation pass can be the one that credits (it reports it in its counts).
      ...[1, 2].map(() => reconcileDeposits(database.db, providers, pino({ level: 'silent' })).then((report) => (report.credited ? 'credited' : 'reconciled'))),
      approveDeposit(database.db, first.id, referrer.id).then(
        () => 'approved',
        (e: { code?: string }) => e.code,
      ),
      creditDeposit(database.db, { depositId: first.id, amountCents: 2000 }).then((o) => (o.credited ? 'credited' : 'already')),
    ]);
    expect(outcomes.filter((o) => o === 'credited' || o === 'approved')).toHaveLength(1);
    expect(await balanceOf(database.db, customer.id)).toBe(120 + 2000);
    expect(await balanceOf(database.db, referrer.id)).toBe(before + 100);
    expect(await rewardRows(customer.id)).toBe(1);
    expect(await notices(customer.id)).toBe(1);
    expect(await countOf(database.db, sql`select count(*) as n from transactions where type = 'referral' and user_id = ${referrer.id}`)).toBe(1);
    expect(await referralSummaryOf(database.db, referrer.id)).toEqual({ referredCount: 1, rewardedCount: 1, earnedCents: 100 });
    expect(await checkLedger(database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('pays for the first deposit only: two deposits credited at once pay once, a later one pays nothing', async () => {
    const referrer = await newReferrer();
    const { customer } = await registerWithReferral(database.db, profile(), referrer.link);
    const [a, b] = [await deposit(customer.id, 1010), await deposit(customer.id, 5000)];
    const before = await balanceOf(database.db, referrer.id);
    await Promise.all([creditDeposit(database.db, { depositId: a.id }), creditDeposit(database.db, { depositId: b.id })]);
    const [reward] = await queryRows<{ reward_deposit_id: number; reward_cents: string | number }>(
      database.db,
      sql`select reward_deposit_id, reward_cents from referrals where referred_user_id = ${customer.id}`,
    );
    // Whichever credit came first pays 5 % of its own amount (1010 → 51, 5000 → 250), and only it.
    const expected = reward.reward_deposit_id === a.id ? 51 : 250;
    expect(Number(reward.reward_cents)).toBe(expected);
    expect(await balanceOf(database.db, referrer.id)).toBe(before + expected);

    await creditDeposit(database.db, { depositId: (await deposit(customer.id, 3000)).id });
    expect(await balanceOf(database.db, referrer.id)).toBe(before + expected);
    expect(await rewardRows(customer.id)).toBe(1);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('follows the share setting at the moment of the credit; a share of 0 uses up the first deposit without a ledger row', async () => {
    const referrer = await newReferrer();
    const ten = await registerWithReferral(database.db, profile(), referrer.link);
    const zero = await registerWithReferral(database.db, profile(), referrer.link);
    const before = await balanceOf(database.db, referrer.id);

    await setSetting(database.db, 'referral_share_basis_points', '1000');
    await creditDeposit(database.db, { depositId: (await deposit(ten.customer.id, 3000)).id });
    expect(await balanceOf(database.db, referrer.id)).toBe(before + 300);

    await setSetting(database.db, 'referral_share_basis_points', '0');
    await creditDeposit(database.db, { depositId: (await deposit(zero.customer.id, 3000)).id });
    await setSetting(database.db, 'referral_share_basis_points', '500');
    await creditDeposit(database.db, { depositId: (await deposit(zero.customer.id, 3000)).id });
    expect(await balanceOf(database.db, referrer.id)).toBe(before + 300);
    expect(await rewardRows(zero.customer.id)).toBe(0);
    expect(await notices(zero.customer.id)).toBe(0);
    expect(await referralSummaryOf(database.db, referrer.id)).toEqual({ referredCount: 2, rewardedCount: 2, earnedCents: 300 });
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('pays nothing for a customer nobody referred; a gift card or an admin credit is not the first deposit', async () => {
    const { customer } = await registerWithReferral(database.db, profile(), undefined);
    await creditDeposit(database.db, { depositId: (await deposit(customer.id, 2000)).id });
    expect(await rewardRows(customer.id)).toBe(0);

    const referrer = await newReferrer();
    const referred = await registerWithReferral(database.db, profile(), referrer.link);
    const before = await balanceOf(database.db, referrer.id);
    const { cards } = await generateGiftCards(database.db, { count: 1, amountCents: 1000, expiresAt: null }, null);
    await redeemGiftCard(database.db, { userId: referred.customer.id, code: cards[0].code });
    await adjustCredit(database.db, { userId: referred.customer.id, amountCents: 5000, direction: 'add', actorUserId: referrer.id });
    expect(await balanceOf(database.db, referrer.id)).toBe(before);
    expect((await referralSummaryOf(database.db, referrer.id)).rewardedCount).toBe(0);
    await creditDeposit(database.db, { depositId: (await deposit(referred.customer.id, 600)).id });
    expect(await balanceOf(database.db, referrer.id)).toBe(before + 30);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('lists referrers with their figures, most earned first, searchable and paged', async () => {
    const all = await listReferrers(database.db, { page: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(4);
    const earned = all.rows.map((r) => r.earnedCents);
    expect(earned).toEqual([...earned].sort((x, y) => y - x));
    const top = all.rows[0];
    expect(top).toMatchObject({ earnedCents: 300, referredCount: 2, rewardedCount: 2 });
    expect(top.lastRewardAt).toBeInstanceOf(Date);

    const page = await listReferrers(database.db, { page: 2, pageSize: 1 });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0].userId).toBe(all.rows[1].userId);
    expect(page.total).toBe(all.total);

    const found = await listReferrers(database.db, { page: 1, pageSize: 20, search: top.telegramUsername ?? '' });
    expect(found.rows.map((r) => r.userId)).toEqual([top.userId]);
  });
  it('makes the books check name a reward paid without its ledger row', async () => {
    const referrer = await newReferrer();
    const { customer } = await registerWithReferral(database.db, profile(), referrer.link);
    await database.db.execute(sql`update referrals set reward_cents = 75, rewarded_at = now() where referred_user_id = ${customer.id}`);
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([
      expect.objectContaining({ userId: referrer.id, check: 'referral_ledger', expected: 75, actual: 0, reference: `referral of user #${customer.id}` }),
    ]);
    await database.db.execute(sql`update referrals set reward_cents = null, rewarded_at = null where referred_user_id = ${customer.id}`);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});

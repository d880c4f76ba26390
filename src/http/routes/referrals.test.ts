// The Parrainages API: referrers with their figures (paged, sorted, searched on the server), admin only; an admin's
// approval of a referred customer's first deposit pays the referrer, shown in the transactions; the share setting.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, countOf } from '../../../tests/support/wallet-fixtures';
import { referralCodeOf } from '../../domain/referrals/codes';
import { registerWithReferral } from '../../domain/referrals/register';
import { createDeposit } from '../../domain/wallet/deposits';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('referrals API', () => {
  const t = suiteApp();
  let telegramId = 880_000_000;
  let seq = 0;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth });
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: t.auth, ...(payload ? { payload } : {}) });
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: t.auth, payload });
  const customer = async (firstName: string, link?: string) => {
    const id = ++telegramId;
    return (await registerWithReferral(t.database.db, { telegramId: id, username: `${firstName.toLowerCase()}_${id}`, firstName }, link)).customer.id;
  };
  const linkOf = async (userId: number) => `ref_${await referralCodeOf(t.database.db, userId)}`;
  /** A manual deposit of the customer, approved by the admin through the API. */
  const approvedDeposit = async (userId: number, amountCents: number) => {
    const { deposit } = await createDeposit(t.database.db, { userId, provider: 'manual', providerPaymentId: `api-${++seq}`, crypto: 'BTC', amountCents });
    const res = await post(`/api/deposits/${deposit.id}/approve`);
    expect(res.statusCode).toBe(200);
  };

  it('pays the referrer when an admin approves the first deposit, and lists the reward as a Parrainage transaction', async () => {
    const alice = await customer('Alice');
    const bob = await customer('Bob', await linkOf(alice));
    await approvedDeposit(bob, 4000);
    expect(await balanceOf(t.database.db, alice)).toBe(120 + 200);
    const list = (await get(`/api/transactions?type=referral&userId=${alice}`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ type: 'referral', amount: '2.00', status: 'completed', description: `Parrainage : premier dépôt du client #${bob}` });
  });

  it('lists referrers with referred count, earnings and last reward; sorted, paged and searched on the server', async () => {
    const carol = await customer('Carol');
    const dave = await customer('Dave');
    const carolLink = await linkOf(carol);
    const c1 = await customer('Cid', carolLink);
    await customer('Cy', carolLink);
    await customer('Cal', carolLink);
    const d1 = await customer('Dan', await linkOf(dave));
    await approvedDeposit(c1, 1000); // 0.50
    await approvedDeposit(d1, 10_000); // 5.00

    const all = (await get('/api/referrals/referrers')).json();
    expect(all.pagination).toEqual({ total: 3, totalPages: 1, page: 1, pageSize: 20 });
    expect(all.data.map((r: { firstName: string }) => r.firstName)).toEqual(['Dave', 'Alice', 'Carol']);
    const carolRow = all.data.find((r: { userId: number }) => r.userId === carol);
    expect(carolRow).toMatchObject({ referredCount: 3, rewardedCount: 1, earned: '0.50', telegramUsername: expect.stringMatching(/^carol_/) });
    expect(Date.parse(carolRow.lastRewardAt)).not.toBeNaN();

    const byReferred = (await get('/api/referrals/referrers?sort=referred')).json();
    expect(byReferred.data[0].userId).toBe(carol);
    const second = (await get('/api/referrals/referrers?page=2&pageSize=20')).json();
    expect(second.data).toEqual([]);
    const found = (await get('/api/referrals/referrers?search=CAROL')).json();
    expect(found.data.map((r: { userId: number }) => r.userId)).toEqual([carol]);
    expect(found.pagination.total).toBe(1);
  });

  it('refuses bad queries in French and callers without a session', async () => {
    const bad = await get('/api/referrals/referrers?sort=nope&pageSize=7');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Tri invalide');
    expect((await t.app.inject({ method: 'GET', url: '/api/referrals/referrers' })).statusCode).toBe(401);
  });

  it('follows the share saved in the shop settings (0 to 10000 basis points)', async () => {
    expect((await get('/api/settings/shop')).json().referralShareBasisPoints).toBe(500);
    expect((await put('/api/settings/shop', { referralShareBasisPoints: 250 })).json()).toMatchObject({ referralShareBasisPoints: 250 });
    const refused = await put('/api/settings/shop', { referralShareBasisPoints: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.referralShareBasisPoints).toContain('Part de parrainage invalide');

    const erin = await customer('Erin');
    const fay = await customer('Fay', await linkOf(erin));
    await approvedDeposit(fay, 2010); // 2.5 % of 20.10 € = 50.25 cents → 50
    expect(await balanceOf(t.database.db, erin)).toBe(120 + 50);
    expect(await countOf(t.database.db, sql`select count(*) as n from referrals where referred_user_id = ${fay} and reward_basis_points = 250`)).toBe(1);
  });
});

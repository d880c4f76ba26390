// The reports API and its CSV tables over the seeded shop: figures in euros, bad periods refused in French, admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReportShop } from '../../../tests/support/report-fixtures';
import { addDays, dayOf } from '../../domain/reports/report-period';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('reports API (GET /api/reports/…)', () => {
  const t = suiteApp();
  const today = dayOf(new Date());

  beforeAll(async () => {
    await seedReportShop(t.database.db);
  });

  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth });
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };

  it('answers the sales report in euros, 30 days by default', async () => {
    const r = (await get('/api/reports/sales')).json();
    expect(r.period.current).toEqual({ from: addDays(today, -29), to: today, days: 30 });
    expect(r.revenue).toEqual({ current: '18.60', previous: '1.20', percentage: 1450 });
    expect(r.orders.current).toBe(15);
    expect(r.stock).toEqual({ available: 6000, inStock: 6700, estimatedValue: '37.20' });
    expect(r.daily).toHaveLength(30);
    expect(r.daily[29]).toMatchObject({ day: today, revenue: '0.60', orders: 1, deposits: '7.00' });
    const week = (await get('/api/reports/sales?period=7d')).json();
    expect(week.averageBasket).toEqual({ current: '0.80', previous: '3.90', percentage: -79.5 });
    expect(week.transactionsPerDay).toEqual({ current: 2.7, previous: 0.4, percentage: 575 });
  });

  it('lists the top customers by name with "and N more", and the other reports', async () => {
    const top = (await get('/api/reports/top-customers?period=7d')).json();
    expect(top.customers).toHaveLength(10);
    expect(top.customers[0]).toMatchObject({ rank: 1, name: '@alice', spent: { current: '3.00', previous: '6.00', percentage: -50 }, orders: 1 });
    expect(top.moreCount).toBe(2);
    const countries = (await get('/api/reports/countries?period=30d')).json();
    expect(countries.rows.map((r: { name: string; revenue: { current: string } }) => [r.name, r.revenue.current])).toEqual([
      ['France', '11.40'],
      ['Royaume-Uni', '7.20'],
    ]);
    const categories = (await get('/api/reports/categories?period=7d')).json();
    expect(categories.total).toEqual({ current: '9.60', previous: '7.80', percentage: 23.1 });
    const deposits = (await get('/api/reports/deposits?period=7d')).json();
    expect(deposits).toMatchObject({ total: { current: '37.00', previous: '30.00' }, average: { current: '12.33' }, conversionRate: { current: 14.3 } });
    expect(deposits.recent[0]).toMatchObject({ name: '@alice', provider: 'btcpay', crypto: 'btc', amount: '7.00' });
  });

  it('takes a custom period and refuses a bad one with a French message', async () => {
    const from = addDays(today, -9);
    const r = (await get(`/api/reports/categories?period=custom&from=${from}&to=${addDays(today, -8)}`)).json();
    // Days 9 and 8: Carol's 1.80 €; the two days before: Alice's 6.00 € of Data.
    expect(r.rows.map((x: { name: string; revenue: { current: string; previous: string } }) => [x.name, x.revenue.current, x.revenue.previous])).toEqual([
      ['SMS', '1.80', '0.00'],
      ['Data', '0.00', '6.00'],
    ]);
    expect(r.period.previous).toEqual({ from: addDays(today, -11), to: addDays(today, -10), days: 2 });
    for (const [query, message] of [
      ['period=custom', 'Une période personnalisée demande un début et une fin'],
      [`period=custom&from=${today}&to=${from}`, 'La fin précède le début'],
      [`period=custom&from=${addDays(today, -400)}&to=${today}`, 'Au plus 366 jours'],
      [`period=custom&from=${today}&to=${addDays(today, 1)}`, 'La fin est dans le futur'],
      ['period=custom&from=hier&to=aujourdhui', 'Date invalide (AAAA-MM-JJ)'],
      ['period=1an', 'Période invalide'],
    ]) {
      const res = await get(`/api/reports/sales?${query}`, 400);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
  });

  it('exports each table as CSV, French format by default, plain on request', async () => {
    const fr = await get('/api/reports/top-customers/export.csv?period=7d');
    expect(fr.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fr.headers['content-disposition']).toBe(`attachment; filename="rapport-meilleurs-clients-${addDays(today, -6)}-au-${today}.csv"`);
    const lines = fr.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRang;Client;ID Telegram;Dépensé (€);Période précédente (€);Évolution (%);Commandes;Dernière activité (Europe/Paris)');
    expect(lines[1]).toMatch(/^1;alice;;3,00;6,00;-50;1;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(lines).toHaveLength(12); // header, ten customers, the final line break

    const plain = await get('/api/reports/countries/export.csv?period=30d&format=plain');
    expect(plain.body.split('\r\n').slice(0, 3)).toEqual([
      "\uFEFFPays,Chiffre d'affaires (€),Période précédente (€),Évolution (%),Commandes,Numéros vendus,Part (%)",
      'France,11.40,0.00,,13,1900,61.3',
      'Royaume-Uni,7.20,1.20,500,2,1200,38.7',
    ]);
    const daily = (await get('/api/reports/sales-daily/export.csv?period=today')).body.split('\r\n');
    expect(daily[1]).toBe(`${today.split('-').reverse().join('/')};0,60;1;100;4;7,00`);
    const methods = (await get('/api/reports/deposit-methods/export.csv?period=7d')).body.split('\r\n');
    expect(methods[1]).toBe('nowpayments;USDTTRC20;1;20,00;0,00;;54,1;');
    const recent = (await get('/api/reports/recent-deposits/export.csv?period=7d')).body.split('\r\n');
    expect(recent).toHaveLength(5);
    await get('/api/reports/everything/export.csv', 400);
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/sales' });
    expect(res.statusCode).toBe(401);
    const csv = await t.app.inject({ method: 'GET', url: '/api/reports/deposit-methods/export.csv' });
    expect(csv.statusCode).toBe(401);
  });
});

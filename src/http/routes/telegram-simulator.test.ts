// The simulator drives the real bot handlers: a customer clicks through to a purchase that is a real order.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorEvent } from '../../contracts/telegram';
import { balanceOf, countOf, createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { suiteApp } from '../../../tests/support/suite-fixtures';

describe('POST /api/telegram/simulator', () => {
  const t = suiteApp();
  let userId: number;
  beforeAll(async () => {
    const catalogue = await createCatalogue(t.database.db, { country: 'Simuland', operator: 'SimOp' });
    await createNumlist(t.database.db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, count: 300 });
    userId = await createCustomer(t.database.db, { balanceCents: 500, telegramId: 777001, firstName: 'Ana' });
  });

  const send = async (input: unknown, who = userId) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/telegram/simulator', headers: t.auth, payload: { userId: who, input } });
    return res;
  };
  const events = async (input: unknown) => {
    const res = await send(input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().events as SimulatorEvent[];
  };
  const buttonOf = (list: SimulatorEvent[], label: RegExp) => {
    for (const e of list) {
      if ((e.kind === 'message' || e.kind === 'edit') && e.buttons) {
        for (const row of e.buttons) for (const b of row) if (label.test(b.text) && b.data) return { data: b.data, messageId: e.messageId };
      }
    }
    throw new Error(`no button ${label} in ${JSON.stringify(list)}`);
  };

  it('buys 100 numbers through the real handlers: the file holds them and the balance is charged', async () => {
    const shop = await events({ kind: 'text', text: '/shop' });
    expect(shop[0]).toMatchObject({ kind: 'message' });
    const continent = await events({ kind: 'button', ...buttonOf(shop, /Europe/) });
    const country = await events({ kind: 'button', ...buttonOf(continent, /Simuland/) });
    const operator = await events({ kind: 'button', ...buttonOf(country, /SimOp/) });
    expect(operator[0]).toMatchObject({ kind: 'edit' });
    const quantity = await events({ kind: 'button', ...buttonOf(operator, /^100$/) });
    const confirm = quantity.find((e) => e.kind === 'edit');
    expect(confirm && 'html' in confirm ? confirm.html : '').toContain('0,60');
    const bought = await events({ kind: 'button', ...buttonOf(quantity, /Confirmer/) });
    const file = bought.find((e) => e.kind === 'document');
    expect(file?.kind === 'document' && file.content.trim().split('\n')).toHaveLength(100);
    expect(await balanceOf(t.database.db, userId)).toBe(440);
    expect(await countOf(t.database.db, sql`select count(*) as n from purchase_history where user_id = ${userId}`)).toBe(1);
  });

  it('refuses a user without a Telegram id with a clear message', async () => {
    const plain = await createCustomer(t.database.db, { balanceCents: 0 });
    const res = await send({ kind: 'text', text: '/start' }, plain);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('identifiant Telegram');
  });
});

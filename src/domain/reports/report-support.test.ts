// The support report over a shop's tickets: open now, opened per day (UTC days, zeros included), the median time to the
// first answer (back office or Telegram reply) against the period before, and tickets per list of their order.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { createCatalogue, createCustomer, createNumlist } from '../../../tests/support/wallet-fixtures';
import { purchase } from '../orders/purchase';
import { closeTicket, openTicket, reopenTicket, replyToTicket } from '../support/tickets';
import { addDays, dayOf, resolvePeriod } from './report-period';
import { openTicketCounts } from '../support/read';
import { getSupportReport } from './report-support';

const database = suiteDatabase();
const today = dayOf(new Date());
/** A day `n` days before today. */
const d = (n: number) => addDays(today, -n);
// Seven days from 9 days ago to 3 days ago; the seven before are the previous period.
const period = () => resolvePeriod({ from: d(9), to: d(3) });

describe('support report', () => {
  const lists: Record<'fr' | 'br' | 'jp', number> = { fr: 0, br: 0, jp: 0 };
  let customer = 0;

  /** A ticket from a new customer (about an order of `list` when given), opened at `at` (UTC), its first answer `answerAfter` seconds later. */
  async function ticket(input: { list?: keyof typeof lists; at: string; answer?: { after: number; by: 'bot' | 'backoffice' }; finally?: 'close' | 'close-reopen' }) {
    const db = database.db;
    const userId = await createCustomer(database.db, { balanceCents: 10_000, telegramId: 7_460_000 + ++customer });
    const orderId = input.list ? (await purchase(db, { userId, numlistId: lists[input.list], quantity: 100, idempotencyKey: `support-report-${customer}` })).order.id : null;
    const { ticket } = await openTicket(db, { customerId: userId, orderId, content: { text: 'Les numéros ne répondent pas' } });
    if (input.answer) {
      const admin = input.answer.by === 'bot' ? { userId: null, telegramId: 7_469_999, name: 'Bot admin' } : { userId: null, telegramId: null, name: 'admin' };
      await replyToTicket(db, { ticketId: ticket.id, admin, content: { text: 'Nous regardons' }, source: input.answer.by });
    }
    if (input.finally) await closeTicket(db, ticket.id, null);
    if (input.finally === 'close-reopen') await reopenTicket(db, ticket.id, null);
    // The domain stamps now(); the ticket is placed in the past as it would have happened.
    await db.execute(sql`update support_tickets set created_at = ${input.at}::timestamptz,
      first_answered_at = case when first_answered_at is null then null else ${input.at}::timestamptz + make_interval(secs => ${input.answer?.after ?? 0}) end
      where id = ${ticket.id}`);
    return ticket.id;
  }

  beforeAll(async () => {
    const db = database.db;
    const fr = await createCatalogue(db, { country: 'France', operator: 'Orange' });
    const br = await createCatalogue(db, { country: 'Brésil', operator: 'Vivo' });
    const jp = await createCatalogue(db, { country: 'Japon', operator: 'Docomo' });
    await db.execute(sql`update countries set continent = 'south_america' where id = ${br.countryId}`);
    await db.execute(sql`update countries set continent = 'asia' where id = ${jp.countryId}`);
    lists.fr = await createNumlist(db, { countryId: fr.countryId, operatorId: fr.operatorId, count: 500, name: 'France Orange SMS' });
    lists.br = await createNumlist(db, { countryId: br.countryId, operatorId: br.operatorId, count: 500, offset: 1000, name: 'Brésil Vivo' });
    lists.jp = await createNumlist(db, { countryId: jp.countryId, operatorId: jp.operatorId, count: 500, offset: 2000, name: 'Japon Docomo' });

    // In the period.
    await ticket({ list: 'fr', at: `${d(9)}T08:00:00Z`, answer: { after: 3600, by: 'backoffice' }, finally: 'close' });
    await ticket({ list: 'fr', at: `${d(8)}T10:00:00Z`, answer: { after: 7200, by: 'bot' } });
    // 23:30 UTC is already the next day in Paris: reports count UTC days.
    await ticket({ list: 'br', at: `${d(8)}T23:30:00Z`, answer: { after: 1800, by: 'backoffice' }, finally: 'close-reopen' });
    await ticket({ at: `${d(5)}T12:00:00Z` });
    await ticket({ at: `${d(3)}T09:00:00Z`, answer: { after: 14_400, by: 'bot' } });
    await ticket({ list: 'jp', at: `${d(3)}T15:00:00Z` });
    // Outside it: the period before, after it, and long before.
    await ticket({ list: 'fr', at: `${d(12)}T09:00:00Z`, answer: { after: 600, by: 'bot' }, finally: 'close' });
    await ticket({ list: 'jp', at: `${d(1)}T09:00:00Z` });
    await ticket({ at: `${d(20)}T09:00:00Z`, answer: { after: 60, by: 'backoffice' }, finally: 'close' });
  });

  it('counts the tickets open now by whom they wait for', async () => {
    // Reopened, never answered (two), opened after the period: waiting for the shop; answered and not closed: for the customer.
    expect(await openTicketCounts(database.db)).toEqual({ waitingForShop: 4, waitingForCustomer: 2 });
  });

  it('counts tickets per day, the median first answer and those without one, against the period before', async () => {
    const r = await getSupportReport(database.db, period());
    expect(r.open).toEqual({ waitingForShop: 4, waitingForCustomer: 2 });
    expect(r.opened).toEqual({ current: 6, previous: 1, percentage: 500 });
    // 1800, 3600, 7200 and 14400 seconds: the median is halfway between 3600 and 7200.
    expect(r.firstAnswer).toEqual({ medianSeconds: 5400, previousMedianSeconds: 600, answered: 4, unanswered: 2 });
    expect(r.daily).toEqual([
      { day: d(9), opened: 1 },
      { day: d(8), opened: 2 },
      { day: d(7), opened: 0 },
      { day: d(6), opened: 0 },
      { day: d(5), opened: 1 },
      { day: d(4), opened: 0 },
      { day: d(3), opened: 2 },
    ]);
  });

  it('splits the tickets by the list of their order, most first, and those about no order on one last line', async () => {
    const r = await getSupportReport(database.db, period());
    expect(r.byList).toEqual([
      { withOrder: true, numlistId: lists.fr, name: 'France Orange SMS', tickets: 2, open: 1, answered: 2, medianFirstAnswerSeconds: 5400 },
      { withOrder: true, numlistId: lists.br, name: 'Brésil Vivo', tickets: 1, open: 1, answered: 1, medianFirstAnswerSeconds: 1800 },
      { withOrder: true, numlistId: lists.jp, name: 'Japon Docomo', tickets: 1, open: 1, answered: 0, medianFirstAnswerSeconds: null },
      { withOrder: false, numlistId: null, name: null, tickets: 2, open: 2, answered: 1, medianFirstAnswerSeconds: 14_400 },
    ]);
  });

  it('gives zeros and no median over a period without tickets', async () => {
    const r = await getSupportReport(database.db, resolvePeriod({ from: d(40), to: d(30) }));
    expect(r.opened).toEqual({ current: 0, previous: 0, percentage: null });
    expect(r.firstAnswer).toEqual({ medianSeconds: null, previousMedianSeconds: null, answered: 0, unanswered: 0 });
    expect(r.daily).toHaveLength(11);
    expect(r.daily.every((x) => x.opened === 0)).toBe(true);
    expect(r.byList).toEqual([]);
  });
});

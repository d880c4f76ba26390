// A list created with its numbers is held while they come in; if the importing process dies, the hold runs out and the
// half-made list is removed with what it got, recorded in the audit log. Live creations and other operations are left.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOf, createNumlist } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { createNumlistWithNumbers } from './import-numbers';
import { purgeInterruptedCreations } from './interrupted-creations';
import { shuffleNumlist } from './shuffle';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { signal } from '../../../tests/support/signal';

const numbersFrom = (from: number, count: number) => Array.from({ length: count }, (_, i) => `+4477009${String(from + i).padStart(5, '0')}`);
const input = (name: string) => ({ name, countryId: null, operatorId: null, categoryId: null, source: '', consentBasis: '', unitPriceMicros: null, isActive: true });

describe('interrupted creations', () => {
  const database = suiteDatabase();

  it('holds a list while its first numbers come in: a shuffle meanwhile is refused, and the hold goes at the end', async () => {
    const db = database.db;
    const resumed = signal();
    const firstIn = signal();
    // A source that stops after its first batch until told to go on (a slow upload).
    async function* slowUpload() {
      yield numbersFrom(0, 5_000);
      firstIn.give();
      await resumed.given;
      yield numbersFrom(5_000, 5_000);
    }
    const creation = createNumlistWithNumbers(db, input('Slow upload'), slowUpload(), { actorUserId: null, batchSize: 5_000 });
    await firstIn.given;
    let id = 0;
    while (id === 0) {
      id = await countOf(db, sql`select coalesce(max(id), 0) as n from numlists where name = 'Slow upload' and stock_operation like 'create:%'`);
      if (id === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const refused = await shuffleNumlist(db, id, null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'STOCK_OPERATION_RUNNING', data: { operation: 'create' } });
    // A live creation is not swept.
    expect(await purgeInterruptedCreations(db)).toEqual([]);
    resumed.give();
    const { numlistId, report } = await creation;
    expect(numlistId).toBe(id);
    expect(report.added).toBe(10_000);
    expect(await countOf(db, sql`select count(*) as n from numlists where id = ${id} and stock_operation is null`)).toBe(1);
  });

  it('removes a list whose creation hold ran out, with its numbers, and says so in the audit log', async () => {
    const db = database.db;
    // What a process killed midway through a creation leaves: the list, part of its numbers, its hold.
    const dead = await createNumlist(db, { countryId: null, operatorId: null, count: 700, offset: 20_000, name: 'Killed midway' });
    const alive = await createNumlist(db, { countryId: null, operatorId: null, count: 10, offset: 21_000, name: 'Still importing' });
    const shuffled = await createNumlist(db, { countryId: null, operatorId: null, count: 10, offset: 22_000, name: 'Shuffle died' });
    await db.execute(sql`update numlists set stock_operation = 'create:dead', stock_operation_until = now() - interval '1 second' where id = ${dead}`);
    await db.execute(sql`update numlists set stock_operation = 'create:alive', stock_operation_until = now() + interval '1 minute' where id = ${alive}`);
    await db.execute(sql`update numlists set stock_operation = 'shuffle:dead', stock_operation_until = now() - interval '1 second' where id = ${shuffled}`);

    expect(await purgeInterruptedCreations(db)).toEqual([dead]);
    expect(await countOf(db, sql`select count(*) as n from numlists where id = ${dead}`)).toBe(0);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${dead}`)).toBe(0);
    expect(await countOf(db, sql`select count(*) as n from numlists where id in (${alive}, ${shuffled})`)).toBe(2);
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id in (${alive}, ${shuffled})`)).toBe(20);
    const [audit] = (
      await db.execute(sql`select details from audit_log where action = 'numlist.create_interrupted' and entity_id = ${String(dead)}`)
    ).rows as Array<{ details: unknown }>;
    expect(audit.details).toEqual({ name: 'Killed midway', removedNumbers: 700 });
    // Nothing twice.
    expect(await purgeInterruptedCreations(db)).toEqual([]);
  });
});

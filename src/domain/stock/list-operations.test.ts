// One bulk operation at a time on a list: a clear asked for while a shuffle moves the list's numbers is refused, not
// run beside it (it stopped early and left moved numbers in the list), and runs whole once the shuffle is done.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countOf, createNumlist } from '../../../tests/support/wallet-fixtures';
import { DomainError } from '../errors';
import { clearNumlist } from './clear';
import { removeDuplicates } from './remove-duplicates';
import { shuffleNumlist } from './shuffle';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

describe('bulk operations on one list', () => {
  const database = suiteDatabase();

  it('refuses a clear or a remove-duplicates while a shuffle runs, then clears every number', async () => {
    const db = database.db;
    const list = await createNumlist(db, { countryId: null, operatorId: null, count: 40_000, offset: 0 });
    const shuffle = shuffleNumlist(db, list, null);
    // Once the shuffle holds the list (its first statement), ask for the others while its batches run.
    while ((await countOf(db, sql`select count(*) as n from numlists where id = ${list} and stock_operation like 'shuffle:%'`)) === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const refusals = await Promise.allSettled([clearNumlist(db, list, null), removeDuplicates(db, list, null)]);
    expect(await shuffle).toEqual({ shuffledNumbers: 40_000 });
    for (const refusal of refusals) {
      expect(refusal.status).toBe('rejected');
      const error = (refusal as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'STOCK_OPERATION_RUNNING', data: { operation: 'shuffle' } });
    }
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(40_000);
    expect(await clearNumlist(db, list, null)).toEqual({ removedNumbers: 40_000, remainingNumbers: 0 });
    expect(await countOf(db, sql`select count(*) as n from numlist_numbers where numlist_id = ${list}`)).toBe(0);
  });
});

// The pipelined import (batch n inserted while n+1 is parsed) gives the same stock, counts and report as the old order.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { createNumlistWithNumbers, type ImportOptions, importNumbers } from './import-numbers';
import { fromTxtStream } from './number-sources';
import { availableNumbersOf } from './sale-tallies';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';

const BATCH = 50;
const fiction = (i: number) => `+3363998${String(i).padStart(4, '0')}`;

/**
 * 400-odd lines: repeats of numbers met one or more batches earlier, bad lines, blank lines and suppressed numbers
 * (one of them twice) placed on and around the 50-number batch boundaries, in a file read in 97-byte chunks.
 */
function file(offset: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 360; i++) {
    lines.push(fiction(offset + i));
    if (i % 49 === 0) lines.push(fiction(offset + Math.max(0, i - 60)));
    if (i % 50 === 48) lines.push('06 39 98 00 01', 'pas un numéro', '');
    if (i % 97 === 0) lines.push(fiction(9000), '  ');
  }
  lines.push(fiction(offset), '+1 999', fiction(9001));
  return lines.join('\r\n');
}

const source = (text: string) => fromTxtStream(Readable.from(text.match(/[\s\S]{1,97}/g) as string[]));

const stockOf = async (db: Db, id: number) =>
  (await queryRows<{ n: string }>(db, sql`select number::text as n from numlist_numbers where numlist_id = ${id} order by sort_key, number`)).map((r) => r.n);

const listCounts = async (db: Db, id: number) =>
  (await queryRows(db, sql`select total_numbers as total, ${availableNumbersOf()} as available from numlists where id = ${id}`))[0];

const audits = async (db: Db, id: number) =>
  (await queryRows<{ action: string; details: unknown }>(db, sql`select action, details from audit_log where entity_type = 'numlist' and entity_id = ${id} order by id`)).map(
    (r) => ({ action: r.action, details: r.details }),
  );

describe('import order', () => {
  const database = suiteDatabase();

  beforeAll(async () => {
    await database.db.execute(sql`insert into suppressed_numbers (number) values (${fiction(9000).slice(1)}), (${fiction(9001).slice(1)})`);
  });

  /** Creates a list from one file and restocks it with another that repeats part of the first, in the given order. */
  async function run(options: Pick<ImportOptions, 'sequential'>) {
    const db = database.db;
    const input = { name: 'Ordre', countryId: null, operatorId: null, categoryId: null, source: '', consentBasis: '', isActive: true };
    const created = await createNumlistWithNumbers(db, input, source(file(0)), { actorUserId: null, origin: 'file:a.txt', batchSize: BATCH, ...options });
    const restock = await importNumbers(db, created.numlistId, source(file(300)), { actorUserId: null, origin: 'file:b.txt', batchSize: BATCH, ...options });
    return {
      created: created.report,
      restock,
      stock: await stockOf(db, created.numlistId),
      counts: await listCounts(db, created.numlistId),
      audits: await audits(db, created.numlistId),
    };
  }

  it('pipelined and sequential imports agree on every count, reject, example, number and its sale place', async () => {
    const old = await run({ sequential: true });
    const pipelined = await run({});
    expect(pipelined).toEqual(old);
    // The file is what the test says it is: every kind of line met, over several batches.
    expect(old.created).toMatchObject({ added: 360, suppressed: 5 });
    expect(old.created.duplicates).toBeGreaterThan(5);
    expect(old.created.invalid).toBe(7 * 2 + 1);
    expect(old.restock.added).toBe(300);
    expect(old.stock.slice(0, 3)).toEqual([fiction(0), fiction(1), fiction(2)].map((n) => n.slice(1)));
    expect(old.stock).toHaveLength(660);
  });
});

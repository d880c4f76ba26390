// Import (create with numbers, and restock): normalise, scrub, de-duplicate and insert numbers in bounded batches.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { numlists } from '../../db/schema';
import type { ImportReport } from '../../contracts/stock';
import { recordAudit } from '../audit/record';
import { recordEvent } from '../webhooks/events';
import { queryRows } from '../../db/query';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { bigintArray, lockForStockInsert, moveCounts, STOCK_BATCH, yieldToEventLoop } from './batches';
import type { NumberSource } from './number-sources';
import { createNormaliser } from './phone-numbers';
import { purgeNumlist } from './delete-numlist';
import { type ListHold, withListHold } from './list-operations';
import { insertNumlist, type NumlistInput, numlistCountryCode } from './numlists';

export type ImportOptions = {
  actorUserId: number | null;
  /** Also reject numbers libphonenumber does not consider valid (unassigned ranges, fiction ranges). */
  strict?: boolean;
  /** Where the numbers came from, for the audit log: 'json', 'text', 'file:<name>'. */
  origin?: string;
  batchSize?: number;
  /**
   * The order before issue 14: parse a batch, wait for its insert, parse the next, with no pause inside the parse.
   * Kept callable for the benchmark's same-run baseline and the test that both orders give the same report.
   */
  sequential?: boolean;
};

const MAX_EXAMPLES = 5;
const ANALYZE_AFTER = 100_000;

const nothingToImport = (report: ImportReport) => new DomainError('NOTHING_TO_IMPORT', { report });

/**
 * Adds numbers to a numlist (a restock). Every value is trimmed (empty ones are ignored), normalised to E.164 for
 * the list's country, and skipped and counted when invalid, suppressed, or already in the list (or earlier in the
 * same input). The new numbers are sold after those already in stock, in input order.
 *
 * Works in batches of STOCK_BATCH numbers, each committed with its count update, so a 1M-number file never sits
 * in memory nor holds the database for its whole duration. If the input fails midway (a broken upload), the batches
 * already committed stay, with exact counts, and the audit log says the import was partial.
 * Throws NOTHING_TO_IMPORT, with the report, when no number was added.
 */
export async function importNumbers(db: Executor, numlistId: number, source: NumberSource, options: ImportOptions): Promise<ImportReport> {
  const country = await numlistCountryCode(db, numlistId);
  const report = await runImport(db, numlistId, country, source, options, async (tx, r) => {
    if (r.added === 0) return;
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: 'numlist.restock',
      entityType: 'numlist',
      entityId: numlistId,
      details: { origin: options.origin, strict: Boolean(options.strict), ...countsOf(r) },
    });
    await recordEvent(tx, 'numlist.imported', { numlistId, created: false, ...countsOf(r) });
  });
  if (report.added === 0) throw nothingToImport(report);
  return report;
}

/**
 * Creates a numlist with its numbers. With an empty input the list is created empty (to be restocked later);
 * with numbers of which none can be added, nothing is created and NOTHING_TO_IMPORT carries the report.
 * The list is not for sale until its creation has finished: it is inserted inactive, and the transaction of its last
 * batch (with the audit row) makes it active as asked. Every sale and catalogue query already reads `is_active`, so a
 * half-made list is never offered, sold or counted as on sale, here or after a crash (decision 0124).
 */
export async function createNumlistWithNumbers(
  db: Executor,
  input: NumlistInput,
  source: NumberSource,
  options: ImportOptions,
): Promise<{ numlistId: number; report: ImportReport }> {
  const numlistId = await insertNumlist(db, { ...input, isActive: false });
  const isEmpty = (r: ImportReport) => r.added + r.duplicates + r.invalid + r.suppressed === 0;
  let report: ImportReport;
  try {
    const country = await numlistCountryCode(db, numlistId);
    // Held while its first numbers come in: no bulk operation runs beside them, and if this process dies midway the
    // hold runs out and the half-made list is removed (purgeInterruptedCreations).
    report = await withListHold(db, numlistId, 'create', (hold) =>
      runImport(
        db,
        numlistId,
        country,
        source,
        options,
        async (tx, r) => {
          if (r.added === 0 && !isEmpty(r)) return;
          if (input.isActive) await tx.update(numlists).set({ isActive: true }).where(eq(numlists.id, numlistId));
          await recordAudit(tx, {
            actorUserId: options.actorUserId,
            action: 'numlist.create',
            entityType: 'numlist',
            entityId: numlistId,
            details: { name: input.name, countryId: input.countryId, operatorId: input.operatorId, origin: options.origin, ...countsOf(r) },
          });
          if (r.added > 0) await recordEvent(tx, 'numlist.imported', { numlistId, created: true, ...countsOf(r) });
        },
        false,
        hold,
      ),
    );
  } catch (error) {
    await purgeNumlist(db, numlistId);
    throw error;
  }
  if (report.added === 0 && !isEmpty(report)) {
    await purgeNumlist(db, numlistId);
    throw nothingToImport(report);
  }
  return { numlistId, report };
}

const countsOf = (r: ImportReport) => ({ added: r.added, duplicates: r.duplicates, invalid: r.invalid, suppressed: r.suppressed });

async function runImport(
  db: Executor,
  numlistId: number,
  country: string | null,
  source: NumberSource,
  options: ImportOptions,
  /** Runs in the transaction of the last batch: the audit row commits with the last numbers. */
  onLastBatch: (tx: Executor, report: ImportReport) => Promise<void>,
  /** A restock that fails midway keeps what it added, so the audit log must say so; a failed creation is purged. */
  auditPartial = true,
  /** A creation's hold on its list, kept alive by the batches. */
  hold?: ListHold,
): Promise<ImportReport> {
  const normalise = createNormaliser({ country, strict: options.strict });
  const batchSize = options.batchSize ?? STOCK_BATCH;
  const report: ImportReport = { added: 0, duplicates: 0, invalid: 0, suppressed: 0, invalidExamples: [] };
  let position = 0;
  let baseKey: number | null = null;
  /** Whether to insert with ON CONFLICT from the start: the list already has numbers, or a duplicate was met. */
  let expectDuplicates = true;

  const flush = async (batch: PreparedBatch, last: boolean) => {
    const values = batch.values;
    const firstPosition = position;
    position += values.length;
    await db.transaction(async (tx) => {
      if (values.length > 0) {
        // What a foreign key would check for every row, once for the batch: the list exists and cannot be
        // deleted until this batch commits (deleting it waits for this lock, and removes what was added).
        // Into an empty list the keys start at its sale floor, where sales will look first.
        const maxKey = baseKey === null ? sql`(select max(sort_key) from numlist_numbers where numlist_id = ${numlistId})::text` : sql`null`;
        const [list] = await queryRows<{ max: string | null; floor: string }>(
          tx,
          sql`select ${maxKey} as max, sale_floor::text as floor from numlists where id = ${numlistId} for key share`,
        );
        if (!list) throw notFound('numlist');
        if (baseKey === null) {
          baseKey = list.max === null ? Number(list.floor) : Number(list.max);
          expectDuplicates = list.max !== null;
        }
        await lockForStockInsert(tx);

        const start = (baseKey as number) + firstPosition;
        const suppressed = new Set(
          (
            await queryRows<{ n: string }>(tx, sql`select number::text as n from suppressed_numbers where number = any(${batch.numbersLiteral}::bigint[])`)
          ).map((r) => Number(r.n)),
        );
        let kept = { numbers: batch.numbersLiteral, places: batch.placesLiteral, count: batch.numbers.length, firstPlace: 1 };
        if (suppressed.size > 0) {
          const numbers: number[] = [];
          const places: number[] = [];
          batch.numbers.forEach((n, i) => {
            if (!suppressed.has(n)) {
              numbers.push(n);
              places.push(batch.places[i]);
            }
          });
          kept = { numbers: bigintArray(numbers), places: bigintArray(places), count: numbers.length, firstPlace: Math.min(...places) };
        }
        let added = 0;
        if (kept.count > 0) {
          const rows = sql`select ${numlistId}, n, ${start}::bigint + k from unnest(${kept.numbers}::bigint[], ${kept.places}::bigint[]) as t(n, k)`;
          if (!expectDuplicates) {
            // Into an empty list most inputs have no duplicate: a plain insert costs about 40% less than
            // ON CONFLICT (no speculative insertion). The first duplicate rolls the batch back to the savepoint
            // and the rest of the import uses ON CONFLICT.
            try {
              await tx.transaction((sp) => sp.execute(sql`insert into numlist_numbers (numlist_id, number, sort_key) ${rows}`));
              added = kept.count;
            } catch (error) {
              if (!isUniqueViolation(error)) throw error;
              expectDuplicates = true;
            }
          }
          if (expectDuplicates) {
            const [row] = await queryRows<{ added: number }>(
              tx,
              sql`with inserted as (
                    insert into numlist_numbers (numlist_id, number, sort_key) ${rows} on conflict do nothing returning 1
                  ) select count(*)::int as added from inserted`,
            );
            added = Number(row.added);
          }
        }
        // Suppressed numbers repeated in the input count as suppressed each time.
        const suppressedCount = suppressed.size === 0 ? 0 : values.filter((v) => suppressed.has(v)).length;
        report.added += added;
        report.suppressed += suppressedCount;
        report.duplicates += values.length - added - suppressedCount;
        await moveCounts(tx, numlistId, { total: added, available: added, lowestAddedKey: kept.count > 0 ? start + kept.firstPlace : undefined });
      }
      await hold?.extend(tx);
      if (last) await onLastBatch(tx, report);
    });
    await yieldToEventLoop();
  };

  // Batch n is inserted while batch n+1 is parsed and prepared (at most one insert in flight, in input order): with
  // the database in another thread or process, both run at once. An insert's failure surfaces when the next batch
  // waits for it.
  let inFlight: Promise<void> | null = null;
  const settled = async () => {
    const pending = inFlight;
    inFlight = null;
    if (pending) await pending;
  };
  try {
    const batches = parseBatches(source, normalise, batchSize, report, options.sequential ? Infinity : PARSE_SLICE_MS);
    for await (const { values, last } of batches) {
      const batch = prepareBatch(values); // while the previous batch's insert runs
      await settled();
      if (last) {
        await flush(batch, true);
        break;
      }
      inFlight = flush(batch, false);
      inFlight.catch(() => {}); // awaited by settled(); this only keeps it from counting as unhandled meanwhile
      if (options.sequential) await settled();
    }
    // PGlite has no autovacuum: after a big import, refresh the planner's statistics (samples, about 0.1 s).
    if (report.added >= ANALYZE_AFTER) await db.execute(sql`analyze numlist_numbers`);
  } catch (error) {
    // The insert still running commits or fails before the report is read or the list purged.
    await settled().catch(() => {});
    if (auditPartial && report.added > 0) {
      await recordAudit(db, {
        actorUserId: options.actorUserId,
        action: 'numlist.restock',
        entityType: 'numlist',
        entityId: numlistId,
        details: { origin: options.origin, partial: true, keptNumbers: report.added, reason: (error as { code?: unknown }).code ?? 'error', ...countsOf(report) },
      }).catch(() => {});
      // The refusal says how many numbers the restock kept (its committed batches stay on sale).
      if (error instanceof DomainError) throw new DomainError(error.code, { ...error.data, keptNumbers: report.added });
    }
    throw error;
  }
  return report;
}

/**
 * A batch as the database takes it: its distinct numbers sorted, which keeps the primary-key index writes local
 * (about twice as fast on PGlite), each with its first place in the batch (1-based: sale order is input order, and
 * repeats inside the batch are adjacent once sorted), and both as array literals. Built while the previous batch's
 * insert runs, so the database does not wait for it.
 */
type PreparedBatch = { values: number[]; numbers: number[]; places: number[]; numbersLiteral: string; placesLiteral: string };

function prepareBatch(values: number[]): PreparedBatch {
  const byNumber = values.map((number, i) => [number, i + 1] as const);
  byNumber.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const numbers: number[] = [];
  const places: number[] = [];
  for (let i = 0; i < byNumber.length; i++) {
    if (i > 0 && byNumber[i][0] === byNumber[i - 1][0]) continue;
    numbers.push(byNumber[i][0]);
    places.push(byNumber[i][1]);
  }
  return { values, numbers, places, numbersLiteral: bigintArray(numbers), placesLiteral: bigintArray(places) };
}

/**
 * The parse holds the event loop for at most about this long before letting timers, I/O and the database's replies
 * in: a batch is a few milliseconds of E.164 lines, but national forms go through libphonenumber (tens of µs each).
 */
const PARSE_SLICE_MS = 5;
const CHECK_EVERY = 128;

/**
 * Trims, normalises and counts the invalid values of the source (in `report`), in batches of `batchSize` numbers;
 * the last one, possibly empty, is marked so the caller can write the audit row with it.
 */
async function* parseBatches(
  source: NumberSource,
  normalise: (raw: string) => number | null,
  batchSize: number,
  report: ImportReport,
  sliceMs: number,
): AsyncGenerator<{ values: number[]; last: boolean }> {
  let batch: number[] = [];
  let sliceStart = performance.now();
  let sinceCheck = 0;
  for await (const chunk of source) {
    for (const raw of chunk) {
      if (++sinceCheck === CHECK_EVERY) {
        sinceCheck = 0;
        if (performance.now() - sliceStart >= sliceMs) {
          await yieldToEventLoop();
          sliceStart = performance.now();
        }
      }
      const text = raw.trim();
      if (!text) continue;
      const digits = normalise(text);
      if (digits === null) {
        report.invalid++;
        if (report.invalidExamples.length < MAX_EXAMPLES) report.invalidExamples.push(text.slice(0, 64));
        continue;
      }
      batch.push(digits);
      if (batch.length >= batchSize) {
        yield { values: batch, last: false };
        batch = [];
        sliceStart = performance.now();
      }
    }
  }
  yield { values: batch, last: true };
}

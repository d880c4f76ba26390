// Downloading a numlist: its numbers in sale order, one per line, read page by page so 1M numbers stream in bounded memory.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';
import { rowsOf, yieldToEventLoop } from './batches';

const PAGE = 20_000;

/** The file name for a download: the list's name, kept to safe characters, with .txt. */
export function downloadFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '')
    .slice(0, 100);
  return `${safe || 'numlist'}.txt`;
}

/**
 * The numbers of a list, as text chunks of up to 20,000 lines ("+447700900123\n…"). Keyset pagination on the sale
 * order index: each page is one short query, and the database builds the chunk (no row objects in JS).
 */
export async function* numlistText(db: Executor, numlistId: number): AsyncGenerator<string> {
  let afterKey = '-9223372036854775808';
  let afterNumber = '0';
  for (;;) {
    const [page] = await rowsOf<{ n: number; text: string | null; last_key: string | null; last_number: string | null }>(
      db,
      sql`
      with page as (
        select number, sort_key from numlist_numbers
        where numlist_id = ${numlistId}
          and sort_key >= ${afterKey}::bigint and (sort_key > ${afterKey}::bigint or number > ${afterNumber}::bigint)
        order by sort_key, number
        limit ${PAGE}
      ), last as (
        select sort_key, number from page order by sort_key desc, number desc limit 1
      )
      select (select count(*)::int from page) as n,
             (select string_agg('+' || number::text, E'\n' order by sort_key, number) from page) as text,
             (select sort_key::text from last) as last_key,
             (select number::text from last) as last_number`,
    );
    const n = Number(page.n);
    if (n > 0 && page.text) yield `${page.text}\n`;
    if (n < PAGE) return;
    afterKey = page.last_key as string;
    afterNumber = page.last_number as string;
    await yieldToEventLoop();
  }
}

/** Checks the list exists and gives its name, before a download starts streaming. */
export async function numlistForDownload(db: Executor, numlistId: number): Promise<{ name: string; fileName: string }> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from numlists where id = ${numlistId}`);
  if (!row) throw new DomainError('NOT_FOUND', 'Numlist introuvable');
  return { name: row.name, fileName: downloadFileName(row.name) };
}

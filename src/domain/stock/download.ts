// Downloading a numlist: its numbers in sale order, one per line, read page by page so 1M numbers stream in bounded memory.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { notFound } from '../errors';
import { type BatchEnd, PAGE_END, walkNumlist } from './batches';

const PAGE = 20_000;

/** The file name for a download: the list's name, kept to safe characters, with .txt. */
function downloadFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[_.]+|_+$/g, '')
    .slice(0, 100);
  return `${safe || 'numlist'}.txt`;
}

/**
 * The numbers of a list, as text chunks of up to 20,000 lines ("+447700900123\n…"), walked page by page on the sale
 * order index: each page is one short query, and the database builds the chunk (no row objects in JS).
 */
export function numlistText(db: Executor, numlistId: number): AsyncGenerator<string> {
  return walkNumlist<string>(db, numlistId, { size: PAGE, transaction: false }, async (tx, page) => {
    const [r] = await queryRows<BatchEnd<string> & { text: string | null }>(
      tx,
      sql`with page as (${page})
          select ${PAGE_END}, (select string_agg('+' || number::text, E'\n' order by sort_key, number) from page) as text`,
    );
    return { ...r, value: r.text ? `${r.text}\n` : undefined };
  });
}

/** Checks the list exists and gives its name, before a download starts streaming. */
export async function numlistForDownload(db: Executor, numlistId: number): Promise<{ name: string; fileName: string }> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from numlists where id = ${numlistId}`);
  if (!row) throw notFound('numlist');
  return { name: row.name, fileName: downloadFileName(row.name) };
}

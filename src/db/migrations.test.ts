import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

type Journal = { entries: Array<{ idx: number; when: number; tag: string }> };

describe('migration journal', () => {
  // Drizzle's migrator applies, on an existing database, only the migrations dated after the last one applied: an
  // entry dated earlier than its predecessor (a hand-edited journal) would be skipped on every upgraded shop.
  it('dates every migration after the one before it, and lists every SQL file once, in order', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
    expect(new Set(whens).size).toBe(whens.length);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
  });
});

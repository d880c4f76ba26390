import { describe, expect, it } from 'vitest';
import { concatSources, fromCsvStream, fromList, fromText, fromTxtStream, type NumberSource } from './number-sources';

async function collect(source: NumberSource): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of source) out.push(...chunk);
  return out;
}

/** Cuts text into byte chunks of `size`, so lines, quotes and UTF-8 characters fall across chunk borders. */
async function* bytes(text: string, size: number) {
  const all = Buffer.from(text, 'utf8');
  for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
}

describe('number sources', () => {
  it('splits pasted text on every kind of line end', async () => {
    expect(await collect(fromText('a\nb\r\nc\rd'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads a .txt stream whatever the chunk borders, without its BOM', async () => {
    const text = '\ufeff+447700900001\r\n07700 900002\n\nété\r\n+447700900003';
    for (const size of [1, 2, 3, 7, 1000]) {
      expect(await collect(fromTxtStream(bytes(text, size))), `chunk ${size}`).toEqual(['+447700900001', '07700 900002', '', 'été', '+447700900003']);
    }
  });

  it('keeps only the start of an endless line', async () => {
    const [line] = await collect(fromTxtStream(bytes('9'.repeat(10_000), 100)));
    expect(line.length).toBeLessThanOrEqual(65);
  });

  it('reads the first column of a CSV: quotes, "" escapes, newlines inside quotes, ; delimiter, header skipped', async () => {
    const csv = [
      'numero;nom;commentaire',
      '"+44 7700 900010";"Dupont; Jean";"a ""quoted"" note"',
      '"07700 900011";Martin;"multi',
      'line, comment"',
      '+447700900012;x;y',
      '"say ""hi""";z;w',
      '',
      '07700900013',
    ].join('\r\n');
    for (const size of [1, 5, 64, 10_000]) {
      expect(await collect(fromCsvStream(bytes(csv, size))), `chunk ${size}`).toEqual([
        '+44 7700 900010',
        '07700 900011',
        '+447700900012',
        'say "hi"',
        '07700900013',
      ]);
    }
  });

  it('reads a comma CSV without header, and a one-column CSV', async () => {
    expect(await collect(fromCsvStream(bytes('+447700900001,a\n+447700900002,b\n', 3)))).toEqual(['+447700900001', '+447700900002']);
    expect(await collect(fromCsvStream(bytes('+447700900001\n+447700900002', 4)))).toEqual(['+447700900001', '+447700900002']);
  });

  it('chains sources', async () => {
    expect(await collect(concatSources(fromList(['1', '2']), fromText('3\n4')))).toEqual(['1', '2', '3', '4']);
  });
});

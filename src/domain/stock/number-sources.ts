// Where imported numbers come from: a list, pasted text, or a streamed .txt / .csv file, read in chunks of raw values.

/** Raw values (one per line, or a CSV first column), a chunk at a time so a big file never sits whole in memory. */
export type NumberSource = AsyncIterable<string[]> | Iterable<string[]>;

/** No phone number is that long; a longer value is kept short and still counted as invalid. */
const MAX_VALUE = 64;
const CHUNK = 4096;

/** A list of values (the JSON `numbers` field). */
export function* fromList(values: readonly string[]): Iterable<string[]> {
  for (let i = 0; i < values.length; i += CHUNK) yield values.slice(i, i + CHUNK);
}

/** Pasted text, one number per line. */
export function* fromText(text: string): Iterable<string[]> {
  yield* fromList(text.split(/\r\n|\r|\n/));
}

/** Sources one after the other (e.g. a `numbers` list and pasted text in the same request). */
export async function* concatSources(...sources: NumberSource[]): AsyncIterable<string[]> {
  for (const source of sources) for await (const chunk of source) yield chunk;
}

async function* decode(stream: AsyncIterable<Uint8Array | string>): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  for await (const chunk of stream) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A .txt file: one number per line (\n, \r\n or \r). */
export async function* fromTxtStream(stream: AsyncIterable<Uint8Array | string>): AsyncIterable<string[]> {
  let carry = '';
  for await (const text of decode(stream)) {
    let buffer = carry + text;
    // A chunk ending in \r may be the first half of \r\n: keep it until the next chunk says.
    const pendingCr = buffer.endsWith('\r');
    if (pendingCr) buffer = buffer.slice(0, -1);
    const lines = buffer.split(/\r\n|\r|\n/);
    carry = (lines.pop() ?? '') + (pendingCr ? '\r' : '');
    // A "line" that never ends is not a number: keep only its start, so it cannot grow in memory.
    if (carry.length > MAX_VALUE) carry = carry.slice(0, MAX_VALUE + 1);
    for (let i = 0; i < lines.length; i++) if (lines[i].length > MAX_VALUE) lines[i] = lines[i].slice(0, MAX_VALUE + 1);
    if (lines.length) yield lines;
  }
  if (carry) yield [carry.replace(/\r$/, '')];
}

/**
 * A .csv file: the first column of each record (RFC 4180: quoted fields, "" inside quotes, newlines inside quotes).
 * The delimiter is the most frequent of , ; and tab in the first record (French spreadsheets write ;). A first
 * record whose first field has no digit is a header and is skipped.
 */
export async function* fromCsvStream(stream: AsyncIterable<Uint8Array | string>): AsyncIterable<string[]> {
  let delimiter: string | null = null;
  let pending = '';
  let inQuotes = false;
  let quoteSeen = false; // inside quotes, the previous character was a quote (either "" or the closing quote)
  let column = 0;
  let field = '';
  let recordStarted = false;
  let isFirstRecord = true;
  let out: string[] = [];

  const endRecord = () => {
    if (recordStarted) {
      if (!(isFirstRecord && field.trim() !== '' && !/\d/.test(field))) out.push(field);
      isFirstRecord = false;
    }
    field = '';
    column = 0;
    recordStarted = false;
  };

  const consume = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (inQuotes) {
        if (quoteSeen) {
          quoteSeen = false;
          if (c === '"') {
            if (column === 0 && field.length <= MAX_VALUE) field += '"';
            continue;
          }
          inQuotes = false; // the quote closed the field; c is handled below as an unquoted character
        } else if (c === '"') {
          quoteSeen = true;
          continue;
        } else {
          if (column === 0 && field.length <= MAX_VALUE) field += c;
          continue;
        }
      }
      if (c === '"') {
        inQuotes = true;
        recordStarted = true;
      } else if (c === delimiter) {
        column++;
        recordStarted = true;
      } else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        endRecord();
      } else {
        recordStarted = true;
        if (column === 0 && field.length <= MAX_VALUE) field += c;
      }
    }
  };

  const detect = (firstLine: string): string => {
    const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
    let quoted = false;
    for (const c of firstLine) {
      if (c === '"') quoted = !quoted;
      else if (!quoted && c in counts) counts[c]++;
    }
    const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
    return count > 0 ? best : ',';
  };

  for await (const text of decode(stream)) {
    if (delimiter === null) {
      pending += text;
      const newline = pending.search(/[\r\n]/);
      if (newline < 0 && pending.length < 65_536) continue;
      delimiter = detect(pending.slice(0, newline < 0 ? pending.length : newline));
      consume(pending);
      pending = '';
    } else {
      consume(text);
    }
    if (out.length >= CHUNK) {
      yield out;
      out = [];
    }
  }
  if (delimiter === null) {
    delimiter = detect(pending.split(/[\r\n]/)[0] ?? '');
    consume(pending);
  }
  // A quote left open at the end: what was read of the field still counts.
  endRecord();
  if (out.length) yield out;
}

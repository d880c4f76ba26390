// Telegram refuses messages over 4,096 characters: long texts are cut at line ends into parts that fit.
import { TELEGRAM_TEXT_LIMIT } from '../contracts/telegram';

/** Parts of at most `limit` characters, cut between lines (a single over-long line is cut inside). */
export function splitText(text: string, limit = TELEGRAM_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    for (let piece = line; ; ) {
      const candidate = current ? `${current}\n${piece}` : piece;
      if (candidate.length <= limit) {
        current = candidate;
        break;
      }
      if (current) {
        parts.push(current);
        current = '';
        continue;
      }
      parts.push(piece.slice(0, limit));
      piece = piece.slice(limit);
      if (!piece) break;
    }
  }
  if (current || parts.length === 0) parts.push(current);
  return parts;
}

/** Lines grouped into parts whose text, after a header of up to `headerRoom` characters, stays under the limit. */
export function chunkLines(lines: string[], headerRoom: number, limit = TELEGRAM_TEXT_LIMIT): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (chunk.length && size + line.length + 1 > limit - headerRoom) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(line);
    size += line.length + 1;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

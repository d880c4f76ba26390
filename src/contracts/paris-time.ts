// Dates and times an owner types in Europe/Paris (the shop's clock), read as instants: "2026-12-01T18:30" → UTC.
/** The shop's time zone: owners type dates in it, exports write them in it. */
export const PARIS = 'Europe/Paris';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Paris wall-clock at this instant, as two-digit parts (year four): { year, month, day, hour, minute, second }. */
export function parisParts(at: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
}

/** Paris wall-clock minus UTC at this instant, in ms (3 600 000 in winter, 7 200 000 in summer). */
function parisOffsetMs(at: number): number {
  const p = parisParts(new Date(at));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - Math.floor(at / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/**
 * The instant of a Paris date ("2026-12-01", its midnight) or date and time ("2026-12-01T18:30"); null when it is no
 * such date (31 February, 25:00) or the time does not exist in Paris (the hour skipped in March).
 */
export function parisInstant(text: string): Date | null {
  const m = LOCAL.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // The offset at the guess, then at the corrected instant (a guess across a change of hour moves once).
  let utc = wall - parisOffsetMs(wall);
  utc = wall - parisOffsetMs(utc);
  return parisOffsetMs(utc) === wall - utc ? new Date(utc) : null;
}

// What an owner types in the bot: "28/11 18:30", "28/11/2026 18h30", "28.11.26 à 18:30", "2026-11-28 18:30".
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?\s+(?:à\s+)?(\d{1,2})(?::(\d{2})|\s*[hH]\s*(\d{2})?)$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:\s+|T)(\d{1,2})[:hH](\d{2})$/;
const two = (n: string) => n.padStart(2, '0');

/**
 * The instant of a Paris date and time as an owner types it, day first or ISO; null when it is not one (or no such
 * time in Paris). Without a year, this year's date, or next year's when that day is already behind (01/01 typed in
 * December); a time earlier today stays today, so the caller can say it is past.
 */
export function parisTypedInstant(text: string, now = new Date()): Date | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  const iso = YEAR_FIRST.exec(typed);
  if (iso) return parisInstant(`${iso[1]}-${two(iso[2])}-${two(iso[3])}T${two(iso[4])}:${iso[5]}`);
  const m = DAY_FIRST.exec(typed);
  if (!m) return null;
  const [, day, month, year, hour, colonMinute, hMinute] = m;
  const time = `T${two(hour)}:${colonMinute ?? hMinute ?? '00'}`;
  if (year) return parisInstant(`${year.length === 2 ? `20${year}` : year}-${two(month)}-${two(day)}${time}`);
  const today = parisParts(now);
  const thisYear = `${today.year}-${two(month)}-${two(day)}`;
  const behind = thisYear < `${today.year}-${today.month}-${today.day}`;
  return parisInstant(`${behind ? Number(today.year) + 1 : today.year}-${two(month)}-${two(day)}${time}`);
}

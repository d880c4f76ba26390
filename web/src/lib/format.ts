// Display formatting in the fr-FR style: euros from the API's decimal strings, numbers, dates, French relative dates, flags.

const NBSP = '\u00a0';
const groupFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * "12.50" → "12,50 €", "-1234.5" → "-1 234,50 €". Works on the decimal string itself: money is never
 * turned into a float here. A number is accepted for convenience (already a display value) and rounded to cents.
 */
export function formatEuro(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return `0,00${NBSP}€`;
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const isZero = /^0*$/.test(whole) && cents === '00';
  return `${sign === '-' && !isZero ? '-' : ''}${groupFormat.format(BigInt(whole))},${cents}${NBSP}€`;
}

/** Integer cents → "12,50 €". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return formatEuro(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** 1234567 → "1 234 567". */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? new Intl.NumberFormat('fr-FR').format(n) : String(value);
}

/** 12.5 → "12,5 %". */
export function formatPercent(value: number, fractionDigits = 1): string {
  return new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100);
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12/03/2025". An empty or unreadable date gives "—". */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('fr-FR') : '—';
}

/** "12/03/2025 14:05". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' }) : '—';
}

const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "il y a 3 minutes", "dans 2 jours", "hier" — French wording (SPEC §1). */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '—';
  const format = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
  let delta = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of relativeSteps) {
    // Rounded before the comparison: 59.6 s is "il y a 1 minute", not "il y a 60 secondes".
    if (Math.abs(Math.round(delta)) < size) return format.format(Math.round(delta), unit);
    delta /= size;
  }
  return formatDate(date);
}

/** "FR" → "🇫🇷" (regional indicator letters); anything else gives "🏳️". */
export function flagEmoji(countryCode: string | null | undefined): string {
  const code = (countryCode ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Dashboard transaction ids: 42 → "TXN000042" (SPEC §2, padded to 6 digits). */
export function formatTransactionId(id: number): string {
  return `TXN${String(id).padStart(6, '0')}`;
}

/** "🇫🇷" → "FR": the ISO code behind a flag emoji, or null for anything else. */
export function codeFromFlag(flag: string | null | undefined): string | null {
  const points = [...(flag ?? '').trim()].map((c) => c.codePointAt(0) ?? 0);
  if (points.length !== 2 || points.some((p) => p < 0x1f1e6 || p > 0x1f1ff)) return null;
  return String.fromCharCode(...points.map((p) => p - 0x1f1e6 + 65));
}

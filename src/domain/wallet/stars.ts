// Telegram Stars as a way to top up (decision 0135): the settings, and what a number of Stars is worth in cents.
import { starsWorthCents } from '../../contracts/payments';
import { SETTING_KEYS } from '../../contracts/settings';
import type { Db, Executor } from '../../db/client';
import { DomainError } from '../errors';
import { auditSettingChange, getSettingValue, type SettingActor, writeSetting } from '../settings/settings';
import type { DepositLimits } from './deposits';

/** Telegram's currency code for Stars. */
export const STARS_CURRENCY = 'XTR';

/** Millionths of a euro in a cent. */
const MICRO_EUROS_PER_CENT = 10_000;

export type StarsSettings = {
  enabled: boolean;
  /** One Star's worth in millionths of a euro (0,013 € = 13000): an integer, so every conversion is exact. */
  starValueMicroEuros: number;
  minimumStars: number;
  maximumStars: number;
};

const DEFAULTS: StarsSettings = { enabled: false, starValueMicroEuros: 13_000, minimumStars: 1, maximumStars: 10_000 };
/** Telegram's own bounds on one Stars invoice. */
const TELEGRAM_MAXIMUM_STARS = 100_000;

const KEYS = {
  enabled: SETTING_KEYS.starsEnabled,
  starValueMicroEuros: SETTING_KEYS.starValueMicroEuros,
  minimumStars: SETTING_KEYS.starsMinimumPerPayment,
  maximumStars: SETTING_KEYS.starsMaximumPerPayment,
} as const;

const wholeNumber = (value: string | null, fallback: number) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : fallback);

export async function getStarsSettings(db: Executor): Promise<StarsSettings> {
  const [enabled, value, minimum, maximum] = await Promise.all(Object.values(KEYS).map((key) => getSettingValue(db, key)));
  return {
    enabled: enabled === 'true',
    starValueMicroEuros: wholeNumber(value, DEFAULTS.starValueMicroEuros),
    minimumStars: wholeNumber(minimum, DEFAULTS.minimumStars),
    maximumStars: wholeNumber(maximum, DEFAULTS.maximumStars),
  };
}

/** Saves the Stars settings (Paramètres → Paiements), each change audited; refused when they make no sense together. */
export async function saveStarsSettings(db: Db, input: StarsSettings, actor: SettingActor): Promise<StarsSettings> {
  const { starValueMicroEuros, minimumStars, maximumStars } = input;
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 1;
  if (!whole(starValueMicroEuros) || starValueMicroEuros > 1_000_000) throw new DomainError('STARS_SETTINGS_INVALID', { field: 'starValueMicroEuros' });
  if (!whole(minimumStars) || !whole(maximumStars) || minimumStars > maximumStars || maximumStars > TELEGRAM_MAXIMUM_STARS) {
    throw new DomainError('STARS_SETTINGS_INVALID', { field: 'minimumStars' });
  }
  const values: Record<keyof StarsSettings, string> = {
    enabled: String(input.enabled),
    starValueMicroEuros: String(starValueMicroEuros),
    minimumStars: String(minimumStars),
    maximumStars: String(maximumStars),
  };
  await db.transaction(async (tx) => {
    for (const [field, key] of Object.entries(KEYS) as Array<[keyof StarsSettings, string]>) {
      const old = await getSettingValue(tx, key);
      await writeSetting(tx, key, values[field]);
      await auditSettingChange(tx, key, old, values[field], actor);
    }
  });
  return getStarsSettings(db);
}

/** What `stars` Stars credit, in cents, rounded down (the rule is the contracts', so the Mini App shows the same figure). */
export const starsToCents = (stars: number, settings: Pick<StarsSettings, 'starValueMicroEuros'>) => starsWorthCents(stars, settings.starValueMicroEuros);

/**
 * The fewest and most Stars one payment may be: the Stars settings' bounds narrowed by the shop's deposit limits (the
 * fewest Stars worth the minimum deposit, the most whose worth stays within the maximum). Empty when min > max.
 */
export function starsLimits(settings: StarsSettings, limits: DepositLimits): { minimumStars: number; maximumStars: number } {
  const value = settings.starValueMicroEuros;
  const fewestForMinimum = Math.ceil((limits.minimumDepositCents * MICRO_EUROS_PER_CENT) / value);
  const mostForMaximum = Math.floor(((limits.maximumDepositCents + 1) * MICRO_EUROS_PER_CENT - 1) / value);
  return { minimumStars: Math.max(settings.minimumStars, fewestForMinimum), maximumStars: Math.min(settings.maximumStars, mostForMaximum) };
}

/** Why the shop refuses a Stars payment of `stars`, or null: whole Stars within starsLimits. */
export function starsAmountRefusal(stars: number, settings: StarsSettings, limits: DepositLimits): DomainError | null {
  const { minimumStars, maximumStars } = starsLimits(settings, limits);
  if (!Number.isSafeInteger(stars) || stars < minimumStars || stars > maximumStars) {
    return new DomainError('STARS_AMOUNT_REFUSED', { stars, minimumStars, maximumStars });
  }
  return null;
}

/** The amounts offered as buttons (bot) and chips (Mini App), in Stars. */
const STARS_PRESETS = [500, 1000, 2500, 5000];

/** The presets a customer may pay now: those within starsLimits. */
export const starsPresets = (settings: StarsSettings, limits: DepositLimits) => STARS_PRESETS.filter((stars) => starsAmountRefusal(stars, settings, limits) === null);

// Settings contract: the key/value settings, the help message, and the display orders, shared with the back office.
import { z } from 'zod';

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingKey = z
  .string({ error: 'La clé est requise' })
  .trim()
  .min(1, 'La clé est requise')
  .max(100, '100 caractères au maximum')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Clé invalide : lettres, chiffres et _ uniquement');

/** Keys of the settings with a rule of their own (the others are free text). */
export const SETTING_KEYS = {
  welcomeMessage: 'custom_welcome_message',
  helpMessage: 'help_message',
  showHelpButton: 'show_help_button',
  showChannelMenuButton: 'show_channel_menu_button',
  mainChannelUrl: 'main_channel_url',
  proofChannelUrl: 'proof_channel_url',
  unitPriceMicros: 'unit_price_micros',
  minimumQuantity: 'minimum_purchase_quantity',
  /** Above this many cents, the back office's credit/debit confirmation warns of a high amount. */
  creditConfirmationThresholdCents: 'credit_confirmation_threshold_cents',
} as const;

/** 100 € until the shop sets its own threshold. */
export const DEFAULT_CREDIT_CONFIRMATION_THRESHOLD_CENTS = 10_000;

const TELEGRAM_TEXT_LIMIT = 4096;

/** What the admin typed for a setting → the value stored, or the French message saying what is wrong. */
type SettingRule = (value: string) => { value: string } | { error: string };

const telegramText: SettingRule = (value) => {
  const text = value.trim();
  if (!text) return { error: 'Message requis' };
  if (text.length > TELEGRAM_TEXT_LIMIT) return { error: '4 096 caractères au maximum (limite Telegram)' };
  return { value: text };
};
const trueOrFalse: SettingRule = (value) => (value === 'true' || value === 'false' ? { value } : { error: 'Valeur attendue : true ou false' });
const channelLink: SettingRule = (value) => {
  const link = value.trim();
  return link && !/^(https?:\/\/\S+|@\w{4,})$/.test(link) ? { error: 'Lien invalide : https://t.me/… ou @canal' } : { value: link };
};
const positiveInteger =
  (digits: number, error: string): SettingRule =>
  (value) =>
    new RegExp(`^\\d{1,${digits}}$`).test(value.trim()) && Number(value) > 0 ? { value: String(Number(value)) } : { error };

/** Display orders saved through the generic endpoint: a JSON list of names or ids. */
const ORDER_KEY = /^(continents_order|countries_order_.+|operators_order_\d+)$/;
const jsonList: SettingRule = (value) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = null;
  }
  const entries = Array.isArray(parsed) ? parsed.filter((v) => typeof v === 'string' || typeof v === 'number') : [];
  return entries.length === 0 && value.trim() !== '[]' ? { error: 'La valeur doit être une liste JSON, ex. ["europe","asie"]' } : { value };
};

const settingRules: Record<string, SettingRule> = {
  [SETTING_KEYS.welcomeMessage]: telegramText,
  [SETTING_KEYS.helpMessage]: telegramText,
  [SETTING_KEYS.showHelpButton]: trueOrFalse,
  [SETTING_KEYS.showChannelMenuButton]: trueOrFalse,
  [SETTING_KEYS.mainChannelUrl]: channelLink,
  [SETTING_KEYS.proofChannelUrl]: channelLink,
  [SETTING_KEYS.unitPriceMicros]: positiveInteger(9, 'Prix invalide : un entier de micro-euros supérieur à 0 (6000 = 0,006 €)'),
  [SETTING_KEYS.minimumQuantity]: positiveInteger(7, 'Quantité minimale invalide : un entier supérieur à 0'),
  [SETTING_KEYS.creditConfirmationThresholdCents]: positiveInteger(10, 'Seuil invalide : un entier de centimes supérieur à 0 (10000 = 100,00 €)'),
};
const ruleOf = (key: string): SettingRule | undefined => settingRules[key] ?? (ORDER_KEY.test(key) ? jsonList : undefined);

/** POST /api/settings: a key and a value, checked and normalised by the key's rule (trimmed texts, integers). */
export const settingUpsertSchema = z
  .object({
    key: settingKey,
    value: z.string({ error: 'La valeur doit être du texte' }).max(10_000, '10 000 caractères au maximum'),
    description: z.string().trim().max(500, '500 caractères au maximum').optional(),
  })
  .transform((input, ctx) => {
    const checked = ruleOf(input.key)?.(input.value);
    if (!checked) return input;
    if ('error' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.error, path: ['value'] });
      return z.NEVER;
    }
    return { ...input, value: checked.value };
  });
export type SettingUpsert = z.output<typeof settingUpsertSchema>;

export const helpMessageSchema = z.object({
  value: z.string({ error: 'Message requis' }).trim().min(1, 'Message requis').max(4096, '4 096 caractères au maximum (limite Telegram)'),
});

/**
 * A display order: `continents_order` (continent names), `countries_order_{continent}` (country ids),
 * `operators_order_{countryId}` (operator ids). Values not (or no longer) in the catalogue are dropped;
 * entries missing from the list are shown after it, newest last.
 */
export const orderUpdateSchema = z.object({
  key: settingKey,
  value: z.array(z.union([z.string(), z.number()]), { error: 'La valeur doit être une liste' }).max(10_000),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderResultSchema = z.object({ key: z.string(), value: z.array(z.union([z.string(), z.number()])) });

// Settings contract: the key/value settings, the help message, and the display orders, shared with the back office.
import { z } from 'zod';
import { readRecordId } from './ids';
import { BOT_LANGUAGES, TELEGRAM_TEXT_LIMIT } from './telegram';

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;
/** GET /api/settings: every setting, secrets masked. */
export const settingListSchema = z.array(settingSchema);

/** DELETE /api/settings/welcome-message: the key removed (the bot's built-in greeting shows again). */
export const settingRemovedSchema = z.object({ key: z.string(), value: z.null() });

const settingKey = z
  .string({ error: 'La clé est requise' })
  .trim()
  .min(1, 'La clé est requise')
  .max(100, '100 caractères au maximum')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Clé invalide : lettres, chiffres et _ uniquement');

/** Keys of the settings with a rule of their own (the others are free text). */
export const SETTING_KEYS = {
  welcomeMessage: 'custom_welcome_message',
  helpMessage: 'help_message',
  /** The shop's terms (/terms), French here, other languages in `_<lang>` keys (decision 0137). */
  termsMessage: 'terms_message',
  showHelpButton: 'show_help_button',
  showChannelMenuButton: 'show_channel_menu_button',
  mainChannelUrl: 'main_channel_url',
  proofChannelUrl: 'proof_channel_url',
  /** 'true': each purchase is posted, anonymised, to the proof channel (turned on by a bot admin who can post there). */
  proofPostsEnabled: 'proof_posts_enabled',
  unitPriceMicros: 'unit_price_micros',
  minimumQuantity: 'minimum_purchase_quantity',
  /** Above this many cents, the back office's credit/debit confirmation warns of a high amount. */
  creditConfirmationThresholdCents: 'credit_confirmation_threshold_cents',
  /** The smallest crypto deposit, in cents. */
  minimumDepositCents: 'minimum_deposit_cents',
  /** The largest deposit a customer may start, in cents: a top-up above it is refused before anything is recorded. */
  maximumDepositCents: 'maximum_deposit_cents',
  /** A list with fewer numbers than this is "low stock" (the Mini App and the bot's alerts, to come). */
  lowStockThreshold: 'low_stock_threshold',
  /** The contact the bot shows for support: @username or https://t.me/… ('' = none). */
  supportContact: 'support_contact',
  shopName: 'shop_name',
  /** The referrer's share of a referred customer's first deposit, in basis points (500 = 5 %). */
  referralShareBasisPoints: 'referral_share_basis_points',
  /** How to pay a manual top-up (Telegram HTML), French here, other languages in `_<lang>` keys (decision 0125). */
  manualTopUpInstructions: 'manual_topup_instructions',
  /** 'true': customers may ask for a manual top-up while no provider takes payments; needs French instructions. */
  manualTopUpsEnabled: 'manual_topups_enabled',
  /** Telegram Stars top-ups (decision 0135): 'true' offers them in the bot; saved through their own call. */
  starsEnabled: 'stars_enabled',
  /** What one Star is worth, in millionths of a euro (0,013 € = 13000): exact, never a float. */
  starValueMicroEuros: 'star_value_micro_euros',
  /** The fewest and most Stars one payment may be. */
  starsMinimumPerPayment: 'stars_minimum_per_payment',
  starsMaximumPerPayment: 'stars_maximum_per_payment',
  /** How many of the bot's Star transactions the reconciliation has read (getStarTransactions' offset, decision 0137). */
  starTransactionsRead: 'star_transactions_read',
  /** Reviews (issue 28): hours after a purchase before its buyer is asked to rate it (default 24). */
  reviewRequestDelayHours: 'review_request_delay_hours',
  /** 'true': each new review (not hidden) is posted to the proof channel; off by default. */
  reviewProofPostsEnabled: 'review_proof_posts_enabled',
  /** Days without a customer message after which a support ticket closes by itself (issue 28). */
  supportAutoCloseDays: 'support_auto_close_days',
} as const;

/**
 * Texts the admin writes per bot language (decision 0125): French under the base key, another language under
 * `<base>_<lang>`. A customer reads their language's own text, else the bot's built-in one (welcome, help), else French.
 */
export const LANGUAGE_TEXT_KINDS = ['welcome', 'help', 'manual-topup', 'terms'] as const;
export type LanguageTextKind = (typeof LANGUAGE_TEXT_KINDS)[number];
/** Every bot language's own text of a kind, null where none is written (GET /api/settings/texts/:kind). */
export const languageTextsSchema = z.record(z.enum(BOT_LANGUAGES), z.string().nullable());
export type LanguageTexts = z.infer<typeof languageTextsSchema>;

/** One language's text saved (POST /api/settings/texts/:kind, /api/settings/help-message): null when it was emptied. */
export const languageTextSavedSchema = z.object({ language: z.enum(BOT_LANGUAGES), key: z.string(), value: z.string().nullable() });

/** Whether customers may ask for a manual top-up (GET and PUT /api/settings/manual-topups). */
export const manualTopUpsSchema = z.object({ enabled: z.boolean() });

export const LANGUAGE_TEXT_BASE_KEYS: Record<LanguageTextKind, string> = {
  welcome: SETTING_KEYS.welcomeMessage,
  help: SETTING_KEYS.helpMessage,
  'manual-topup': SETTING_KEYS.manualTopUpInstructions,
  terms: SETTING_KEYS.termsMessage,
};

/**
 * The shop's settings, typed (GET /api/settings/shop): money in cents, the unit price in micro-euros. Each with where it
 * is stored and its value while missing (or unreadable), SPEC §9.
 */
const SHOP_SETTINGS = {
  shopName: { key: SETTING_KEYS.shopName, type: z.string(), fallback: 'AutoShop' },
  supportContact: { key: SETTING_KEYS.supportContact, type: z.string(), fallback: '' },
  unitPriceMicros: { key: SETTING_KEYS.unitPriceMicros, type: z.number().int(), fallback: 6000 },
  minimumQuantity: { key: SETTING_KEYS.minimumQuantity, type: z.number().int(), fallback: 100 },
  minimumDepositCents: { key: SETTING_KEYS.minimumDepositCents, type: z.number().int(), fallback: 600 },
  // 10,000 € until the shop sets its own maximum.
  maximumDepositCents: { key: SETTING_KEYS.maximumDepositCents, type: z.number().int(), fallback: 1_000_000 },
  lowStockThreshold: { key: SETTING_KEYS.lowStockThreshold, type: z.number().int(), fallback: 5 },
  // 100 € until the shop sets its own threshold.
  creditConfirmationThresholdCents: { key: SETTING_KEYS.creditConfirmationThresholdCents, type: z.number().int(), fallback: 10_000 },
  // The issue's 5 % of a referred customer's first deposit.
  referralShareBasisPoints: { key: SETTING_KEYS.referralShareBasisPoints, type: z.number().int(), fallback: 500 },
  // The issue's 7 days without a customer message.
  supportAutoCloseDays: { key: SETTING_KEYS.supportAutoCloseDays, type: z.number().int(), fallback: 7 },
};
type ShopSettingSpecs = typeof SHOP_SETTINGS;
type ShopSettingSpec = ShopSettingSpecs[keyof ShopSettingSpecs];
const eachShopSetting = <T>(pick: (spec: ShopSettingSpec) => T) =>
  Object.fromEntries(Object.entries(SHOP_SETTINGS).map(([name, spec]) => [name, pick(spec)]));

export const shopSettingsSchema = z.object(eachShopSetting((spec) => spec.type) as { [Name in keyof ShopSettingSpecs]: ShopSettingSpecs[Name]['type'] });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type ShopSettingName = keyof ShopSettings;

/** SPEC §9, used while a setting is missing (or unreadable). */
export const SHOP_SETTING_DEFAULTS = eachShopSetting((spec) => spec.fallback) as ShopSettings;

/** Where each shop setting is stored. */
export const SHOP_SETTING_KEYS = eachShopSetting((spec) => spec.key) as Record<ShopSettingName, string>;

const MESSAGES = {
  unitPrice: 'Prix invalide : un entier de micro-euros supérieur à 0 (6000 = 0,006 €)',
  minimumQuantity: 'Quantité minimale invalide : un entier supérieur à 0',
  minimumDeposit: 'Dépôt minimum invalide : un entier de centimes supérieur à 0 (600 = 6,00 €)',
  maximumDeposit: 'Dépôt maximum invalide : un entier de centimes supérieur à 0 (1000000 = 10 000,00 €)',
  lowStock: 'Seuil de stock bas invalide : un entier positif ou nul',
  threshold: 'Seuil invalide : un entier de centimes supérieur à 0 (10000 = 100,00 €)',
  supportContact: 'Contact invalide : @utilisateur ou lien https://t.me/…',
  shopName: 'Nom de la boutique requis (80 caractères au maximum)',
  referralShare: 'Part de parrainage invalide : un entier de points de base entre 0 et 10000 (500 = 5 %)',
  supportAutoClose: 'Fermeture automatique invalide : un nombre de jours entre 1 et 365',
} as const;

/** Largest values accepted (a typo like 60000000 € is refused, not stored). */
const LIMITS = { unitPriceMicros: 999_999_999, quantity: 9_999_999, cents: 100_000_000 } as const;

/** A Telegram username (5 to 32 letters, digits, _) as @name, or a t.me link. */
const SUPPORT_CONTACT = /^(@[A-Za-z][A-Za-z0-9_]{4,31}|https:\/\/t\.me\/[A-Za-z0-9_+\-/]{1,200})$/;

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
/** An integer typed as text, within [min, max]. */
const integerRule =
  (min: number, max: number, error: string): SettingRule =>
  (value) => {
    const text = value.trim();
    const n = Number(text);
    return /^\d{1,12}$/.test(text) && n >= min && n <= max ? { value: String(n) } : { error };
  };
const supportContactRule: SettingRule = (value) => {
  const contact = value.trim();
  return contact === '' || SUPPORT_CONTACT.test(contact) ? { value: contact } : { error: MESSAGES.supportContact };
};
const shopNameRule: SettingRule = (value) => {
  const name = value.trim();
  return name && name.length <= 80 ? { value: name } : { error: MESSAGES.shopName };
};

/** The rule of each shop setting, on its stored text (also used by the generic endpoint). */
const shopRules: Record<ShopSettingName, SettingRule> = {
  shopName: shopNameRule,
  supportContact: supportContactRule,
  unitPriceMicros: integerRule(1, LIMITS.unitPriceMicros, MESSAGES.unitPrice),
  minimumQuantity: integerRule(1, LIMITS.quantity, MESSAGES.minimumQuantity),
  minimumDepositCents: integerRule(1, LIMITS.cents, MESSAGES.minimumDeposit),
  maximumDepositCents: integerRule(1, LIMITS.cents, MESSAGES.maximumDeposit),
  lowStockThreshold: integerRule(0, LIMITS.quantity, MESSAGES.lowStock),
  creditConfirmationThresholdCents: integerRule(1, LIMITS.cents, MESSAGES.threshold),
  referralShareBasisPoints: integerRule(0, 10_000, MESSAGES.referralShare),
  supportAutoCloseDays: integerRule(1, 365, MESSAGES.supportAutoClose),
};

/** Display orders saved through the generic endpoint: a JSON list of names or ids. */
const ORDER_KEY = /^(continents_order|countries_order_.+|operators_order_\d+)$/;
const OPERATORS_ORDER_PREFIX = 'operators_order_';
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
  [SETTING_KEYS.proofPostsEnabled]: trueOrFalse,
  [SETTING_KEYS.manualTopUpInstructions]: telegramText,
  [SETTING_KEYS.reviewRequestDelayHours]: integerRule(1, 720, 'Délai invalide : un nombre entier d’heures entre 1 et 720'),
  [SETTING_KEYS.reviewProofPostsEnabled]: trueOrFalse,
  ...Object.fromEntries(Object.entries(shopRules).map(([name, rule]) => [SHOP_SETTING_KEYS[name as ShopSettingName], rule])),
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
    // An operators' order names its country by id: one out of range is no country's (400, never a database error).
    if (input.key.startsWith(OPERATORS_ORDER_PREFIX) && readRecordId(input.key.slice(OPERATORS_ORDER_PREFIX.length)) === null) {
      ctx.addIssue({ code: 'custom', message: 'Clé invalide : identifiant de pays invalide', path: ['key'] });
      return z.NEVER;
    }
    const checked = ruleOf(input.key)?.(input.value);
    if (!checked) return input;
    if ('error' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.error, path: ['value'] });
      return z.NEVER;
    }
    return { ...input, value: checked.value };
  });

/** A typed value of one shop setting → its stored text, or the rule's message (the reader's side of the same rules). */
function shopField<T extends string | number>(name: ShopSettingName, base: z.ZodType<T>) {
  return base.transform((value, ctx) => {
    const checked = shopRules[name](String(value));
    if ('error' in checked) {
      ctx.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    }
    return checked.value;
  });
}
const shopInteger = (name: ShopSettingName, message: string) => shopField(name, z.number({ error: message }).int(message));
const shopText = (name: ShopSettingName, message: string) => shopField(name, z.string({ error: message }));

/**
 * PUT /api/settings/shop: the shop settings to change (any subset), typed (cents, micro-euros, counts, texts), each
 * checked by its rule; the answer's `fields` name the refused ones. Gives the texts to store, by setting name.
 */
export const shopSettingsUpdateSchema = z
  .object({
    shopName: shopText('shopName', MESSAGES.shopName),
    supportContact: shopText('supportContact', MESSAGES.supportContact),
    unitPriceMicros: shopInteger('unitPriceMicros', MESSAGES.unitPrice),
    minimumQuantity: shopInteger('minimumQuantity', MESSAGES.minimumQuantity),
    minimumDepositCents: shopInteger('minimumDepositCents', MESSAGES.minimumDeposit),
    maximumDepositCents: shopInteger('maximumDepositCents', MESSAGES.maximumDeposit),
    lowStockThreshold: shopInteger('lowStockThreshold', MESSAGES.lowStock),
    creditConfirmationThresholdCents: shopInteger('creditConfirmationThresholdCents', MESSAGES.threshold),
    referralShareBasisPoints: shopInteger('referralShareBasisPoints', MESSAGES.referralShare),
    supportAutoCloseDays: shopInteger('supportAutoCloseDays', MESSAGES.supportAutoClose),
  })
  .partial();
export type ShopSettingsUpdate = z.output<typeof shopSettingsUpdateSchema>;
export type ShopSettingsInput = z.input<typeof shopSettingsUpdateSchema>;


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
/** The display order as saved: the entries kept. */
export const orderSavedSchema = orderUpdateSchema.extend({ key: z.string() });

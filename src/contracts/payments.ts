// Payment providers' settings as the back office sees and changes them: secrets are never sent back in full.
import { z } from 'zod';

export const PAYMENT_PROVIDER_NAMES = ['btcpay', 'nowpayments'] as const;
/** A deposit paid in Telegram Stars (decision 0135): no gateway; credited by the bot's successful_payment update. */
export const STARS_PROVIDER = 'stars';
export type PaymentProviderKey = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const paymentProviderParam = z.object({ provider: z.enum(PAYMENT_PROVIDER_NAMES, { error: 'Prestataire inconnu' }) });

const paymentSettingFieldSchema = z.object({
  name: z.string(),
  secret: z.boolean(),
  /** The value in use: in full for an address or an id; a secret's last four characters only (•••• 1a2b). */
  value: z.string().nullable(),
  /** Where the value in use comes from: saved in the back office, the environment, or nowhere (the default). */
  source: z.enum(['saved', 'env', 'default', 'none']),
});

const paymentProviderViewSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  configured: z.boolean(),
  /** The provider customers pay through now. */
  active: z.boolean(),
  /** Where the provider must send its webhooks: the shop's public address (PUBLIC_URL) and the path. */
  webhookUrl: z.string(),
  fields: z.array(paymentSettingFieldSchema),
});
export type PaymentProviderView = z.infer<typeof paymentProviderViewSchema>;
/** GET /api/payments/settings (and the answer of a change): the provider in use and each provider's settings. */
export const paymentSettingsViewSchema = z.object({ active: z.enum(PAYMENT_PROVIDER_NAMES).nullable(), providers: z.array(paymentProviderViewSchema) });
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500, '500 caractères au maximum')
  .refine((text) => text === '' || /^https?:\/\/[^\s/]+/i.test(text), 'Adresse invalide : commencez par https://');
const text = z.string().trim().max(500, '500 caractères au maximum');

/** Fields left out keep their value; '' clears a saved value (the provider then lacks it). */
export const paymentSettingsUpdateSchema = z
  .object({ url: httpUrl, apiUrl: httpUrl, apiKey: text, storeId: text, webhookSecret: text, ipnSecret: text })
  .partial();
export type PaymentSettingsUpdate = z.infer<typeof paymentSettingsUpdateSchema>;

/**
 * POST /webhooks/<provider>: a delivery taken (200, so the provider stops sending it), with what it did to its deposit
 * (`paid`, `duplicate`, `unknown_payment`, `ignored`…). A refused signature is a 401, an unreadable body a 400, the
 * provider unreachable while checking a 503 (the provider sends it again).
 */
export const paymentWebhookAnswerSchema = z.object({ ok: z.literal(true), outcome: z.string() });

/** What a connection test found: the payment methods the provider offers, or why it failed. */
export const paymentProbeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), methods: z.array(z.string()) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type PaymentProbe = z.infer<typeof paymentProbeSchema>;

/**
 * Telegram Stars (decision 0135), Paramètres → Paiements: on/off, one Star's worth in euros typed as a decimal
 * ("0,013", at most 6 decimals: kept exact as millionths of a euro), the fewest and most Stars per payment.
 */
export const starsSettingsSchema = z.object({
  enabled: z.boolean(),
  starValueEuros: z
    .string()
    .trim()
    .regex(/^0([.,]\d{1,6})?$|^1([.,]0{1,6})?$/, 'Une valeur en euros entre 0,000001 et 1, six décimales au plus (0,013)')
    .refine((value) => starValueMicroEuros(value) > 0, 'La valeur d’une Star doit être positive'),
  minimumStars: z.number().int('Un nombre entier de Stars').min(1, 'Au moins 1 Star').max(100_000, '100 000 Stars au plus'),
  maximumStars: z.number().int('Un nombre entier de Stars').min(1, 'Au moins 1 Star').max(100_000, '100 000 Stars au plus'),
});
export type StarsSettingsUpdate = z.infer<typeof starsSettingsSchema>;
/** GET and PUT /api/payments/settings/stars: the settings as saved, one Star's worth both ways. */
export const starsSettingsViewSchema = z.object({
  enabled: z.boolean(),
  /** "0.013": the exact decimal. */
  starValueEuros: z.string(),
  starValueMicroEuros: z.number().int(),
  minimumStars: z.number().int(),
  maximumStars: z.number().int(),
  /** The bounds customers get: the settings' narrowed by the shop's deposit limits. */
  customerMinimumStars: z.number().int(),
  customerMaximumStars: z.number().int(),
});
export type StarsSettingsView = z.infer<typeof starsSettingsViewSchema>;

/** "0,013" → 13000 millionths of a euro, by the digits (no float). */
export function starValueMicroEuros(euros: string): number {
  const [whole, fraction = ''] = euros.trim().split(/[.,]/);
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** 13000 → "0.013": the exact decimal of millionths of a euro. */
export function starValueEuros(microEuros: number): string {
  const fraction = String(microEuros % 1_000_000).padStart(6, '0').replace(/0+$/, '');
  return `${Math.floor(microEuros / 1_000_000)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * What `stars` Stars credit at one Star's worth in millionths of a euro, in cents, rounded down: the customer never gets
 * more euros than the Stars paid are worth (500 Stars at 0,013 € = 6,50 €; 77 Stars = 1,001 € → 1,00 €). The domain
 * credits by it, and the Mini App shows it as the customer types.
 */
export const starsWorthCents = (stars: number, starValueMicroEuros: number) => Math.floor((stars * starValueMicroEuros) / 10_000);

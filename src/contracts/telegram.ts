// Bot contract: the /telegram page (status, token, admins), the help messages per language and the simulator.
import { z } from 'zod';
import { idValue } from './ids';

/** Telegram refuses a message longer than this many characters. */
export const TELEGRAM_TEXT_LIMIT = 4096;

/** SPEC §1: the bot's 14 languages; fr is the default and the fallback. */
export const BOT_LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'ru', 'uk', 'be', 'tr', 'zh', 'ja', 'ko', 'ar', 'hi'] as const;

/** Every command a customer has, in menu order: the bot's command menu (setMyCommands), its help and the Simulateur's chips. */
export const CUSTOMER_COMMANDS = ['start', 'shop', 'balance', 'history', 'redeem', 'referral', 'help', 'support', 'language', 'paysupport', 'terms'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];
export const isBotLanguage = (code: unknown): code is BotLanguage => BOT_LANGUAGES.includes(code as BotLanguage);

/** The simulator: one input of the chosen customer, as Telegram would deliver it. */
export const simulatorInputSchema = z.object({
  /** The customer (users.id) the admin acts as; must have a Telegram id. */
  userId: idValue('Utilisateur invalide'),
  input: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string().min(1).max(TELEGRAM_TEXT_LIMIT) }),
    /** A tap on an inline button: its callback data, on the message that carries it. */
    z.object({ kind: z.literal('button'), data: z.string().min(1).max(64), messageId: z.number().int() }),
  ]),
});
export type SimulatorInput = z.infer<typeof simulatorInputSchema>;

export const simulatorButtonSchema = z.object({
  text: z.string(),
  /** callback_data: tapping sends it back as a `button` input. */
  data: z.string().optional(),
  url: z.string().optional(),
  webApp: z.string().optional(),
});

/** What the bot did in answer, in order, as the customer's chat would show it. */
const simulatorEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    chatId: z.number(),
    messageId: z.number(),
    /** Telegram HTML (the bot's parse mode). */
    html: z.string(),
    buttons: z.array(z.array(simulatorButtonSchema)),
  }),
  z.object({
    kind: z.literal('edit'),
    chatId: z.number(),
    messageId: z.number(),
    html: z.string().optional(),
    buttons: z.array(z.array(simulatorButtonSchema)).optional(),
  }),
  z.object({ kind: z.literal('delete'), chatId: z.number(), messageId: z.number() }),
  z.object({
    kind: z.literal('document'),
    chatId: z.number(),
    messageId: z.number(),
    fileName: z.string(),
    captionHtml: z.string().optional(),
    /** The file's text (the numbers, one per line). */
    content: z.string(),
  }),
  /** The small toast Telegram shows after a tap (answerCallbackQuery with a text). */
  z.object({ kind: z.literal('toast'), text: z.string(), alert: z.boolean() }),
]);
export type SimulatorEvent = z.infer<typeof simulatorEventSchema>;
/** POST /api/telegram/simulator: what the bot did, in order. */
export const simulatorAnswerSchema = z.object({ events: z.array(simulatorEventSchema) });

/** POST /api/telegram/configure (SPEC §5: the token must not be empty after trimming). */
export const botTokenSchema = z.object({
  token: z
    .string({ error: 'Token requis' })
    .trim()
    .min(1, 'Token requis')
    .max(200, 'Token invalide')
    .regex(/^\d{3,20}:[\w-]{20,}$/, 'Token invalide : il ressemble à 123456789:ABC-DEF… (donné par @BotFather)'),
});

/** GET /api/telegram/status (SPEC §3 "Bot status": configured, active, token — masked). */
export const botStatusSchema = z.object({
  configured: z.boolean(),
  active: z.boolean(),
  token: z.string().nullable(),
  botUsername: z.string().nullable(),
  mode: z.enum(['polling', 'webhook']).nullable(),
  running: z.boolean(),
  error: z.string().nullable(),
  adminCount: z.number().int(),
});
export type BotStatus = z.infer<typeof botStatusSchema>;

/** What a bot admin may do (issue 12); the main admin holds them all. Each admin command and panel button names one. */
export const BOT_ADMIN_PERMISSIONS = ['credits', 'broadcasts', 'reports', 'stock', 'catalogue', 'settings', 'customers', 'support'] as const;
export type BotAdminPermission = (typeof BOT_ADMIN_PERMISSIONS)[number];
const permissionList = z
  .array(z.enum(BOT_ADMIN_PERMISSIONS, { error: 'Permission inconnue' }))
  .max(BOT_ADMIN_PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

/** POST /api/admin-settings (SPEC §5: 'Chat ID requis'). A chat id is an integer, negative for groups and channels. */
export const botAdminCreateSchema = z.object({
  telegramChatId: z
    .union([z.string(), z.number()], { error: 'Chat ID requis' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'Chat ID requis').regex(/^-?\d{1,16}$/, 'Chat ID invalide : un nombre, ex. 123456789'))
    .transform(Number),
  isMainAdmin: z.boolean().optional(),
  permissions: permissionList.optional(),
});

/** PATCH /api/admin-settings/:chatId: the main admin flag and the permissions, chosen in the Admins tab. */
export const botAdminUpdateSchema = z.object({ isMainAdmin: z.boolean().optional(), permissions: permissionList.optional() });
export type BotAdminUpdate = z.output<typeof botAdminUpdateSchema>;

export const botAdminSchema = z.object({
  id: z.number().int(),
  telegramChatId: z.number(),
  isMainAdmin: z.boolean(),
  permissions: z.array(z.string()),
  createdAt: z.string(),
});
export type BotAdminView = z.infer<typeof botAdminSchema>;
export const botAdminListSchema = z.array(botAdminSchema);
/** DELETE /api/admin-settings/:telegramChatId. */
export const botAdminDeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * POST /api/settings/help-message (fr by default, as SPEC §7's call sends only the value) and
 * POST /api/settings/texts/:kind: one language's text; empty removes it (decision 0125).
 */
export const languageTextUpdateSchema = z.object({
  language: z.enum(BOT_LANGUAGES, { error: 'Langue inconnue' }).default('fr'),
  value: z.string({ error: 'Message requis' }).trim().max(TELEGRAM_TEXT_LIMIT, '4 096 caractères au maximum (limite Telegram)'),
});

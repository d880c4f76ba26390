// Bot contract: the /telegram page (status, token, admins), the help messages per language and the simulator.
import { z } from 'zod';

/** SPEC §1: the bot's 14 languages; fr is the default and the fallback. */
export const BOT_LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'ru', 'uk', 'be', 'tr', 'zh', 'ja', 'ko', 'ar', 'hi'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];
export const isBotLanguage = (code: unknown): code is BotLanguage => BOT_LANGUAGES.includes(code as BotLanguage);

/** The simulator: one input of the chosen customer, as Telegram would deliver it. */
export const simulatorInputSchema = z.object({
  /** The customer (users.id) the admin acts as; must have a Telegram id. */
  userId: z.number().int().positive(),
  input: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string().min(1).max(4096) }),
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
export const simulatorEventSchema = z.discriminatedUnion('kind', [
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
export const simulatorResultSchema = z.object({ events: z.array(simulatorEventSchema) });

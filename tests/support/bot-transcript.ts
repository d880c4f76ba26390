// A chat as a customer lived it, written as text from the stand-in's records: what they sent or tapped, what the bot did.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BotApiStandIn } from './bot-api-stand-in';

type Keyboard = { inline_keyboard?: Array<Array<{ text: string; callback_data?: string; url?: string }>> };

function parseMarkup(markup: unknown): Keyboard | undefined {
  if (typeof markup === 'string') {
    try {
      return JSON.parse(markup) as Keyboard;
    } catch {
      return undefined;
    }
  }
  return markup as Keyboard | undefined;
}

const indent = (text: string) => text.split('\n').map((l) => `    ${l}`).join('\n');
const keyboardLines = (markup: unknown) =>
  (parseMarkup(markup)?.inline_keyboard ?? []).map((row) => `    ${row.map((b) => `[${b.text}${b.url ? ` → ${b.url}` : ''}]`).join(' ')}`);

/** The transcript of every chat the test touched (one section per chat id), time-ordered. */
function transcriptOf(standIn: BotApiStandIn, chatIds?: number[]): string {
  // Toasts answer a callback query: they belong to the chat of the user who tapped.
  const tapper = new Map<string, number>();
  for (const { update } of standIn.updates()) if (update.callback_query) tapper.set(update.callback_query.id, update.callback_query.from.id);
  const preCheckoutUser = new Map<string, number>();
  for (const { update } of standIn.updates()) if (update.pre_checkout_query) preCheckoutUser.set(update.pre_checkout_query.id, update.pre_checkout_query.from.id);
  type Line = { at: number; order: number; text: string; chatId: number };
  const lines: Line[] = [];
  let order = 0;
  for (const call of standIn.calls()) {
    const p = call.params;
    const chatId = call.chatId ?? 0;
    const markup = keyboardLines(p.reply_markup);
    if (call.method === 'sendMessage') lines.push({ at: call.at, order: order++, chatId, text: [`BOT  ${call.failed ? `(failed ${call.failed}) ` : ''}says:`, indent(String(p.text)), ...markup].join('\n') });
    else if (call.method === 'editMessageText') lines.push({ at: call.at, order: order++, chatId, text: [`BOT  edits message #${p.message_id}:`, indent(String(p.text)), ...markup].join('\n') });
    else if (call.method === 'sendDocument') {
      // A multipart upload names its part with attach://<part>; the stand-in records the file under that part.
      const ref = typeof p.document === 'string' && p.document.startsWith('attach://') ? p[p.document.slice(9)] : p.document;
      const file = ref as { fileName?: string; size?: number } | string | undefined;
      const name = typeof file === 'object' ? `${file.fileName} (${file.size} bytes)` : String(file);
      lines.push({ at: call.at, order: order++, chatId, text: `BOT  ${call.failed ? `(failed ${call.failed}) ` : ''}sends document ${name}${p.caption ? `\n${indent(String(p.caption))}` : ''}` });
    } else if (call.method === 'sendInvoice') {
      const [price] = (typeof p.prices === 'string' ? JSON.parse(p.prices) : p.prices) as Array<{ label: string; amount: number }>;
      const invoice = [`${p.title}`, `${p.description}`, `${price?.label}: ${price?.amount} ${p.currency}`, `[Pay ⭐${price?.amount}]`].join('\n');
      lines.push({ at: call.at, order: order++, chatId, text: `BOT  ${call.failed ? `(failed ${call.failed}) ` : ''}sends invoice:\n${indent(invoice)}` });
    } else if (call.method === 'answerPreCheckoutQuery') {
      const answer = p.ok === true || p.ok === 'true' ? 'ok' : `refused: ${p.error_message}`;
      lines.push({ at: call.at, order: order++, chatId: preCheckoutUser.get(String(p.pre_checkout_query_id)) ?? 0, text: `BOT  answers the pre-checkout: ${answer}` });
    } else if (call.method === 'answerCallbackQuery' && p.text) {
      lines.push({ at: call.at, order: order++, chatId: tapper.get(String(p.callback_query_id)) ?? 0, text: `BOT  toast${p.show_alert ? ' (alert)' : ''}: ${p.text}` });
    }
  }
  for (const { update, at } of standIn.updates()) {
    const paid = update.message?.successful_payment;
    if (paid) lines.push({ at, order: order++, chatId: update.message?.chat.id ?? 0, text: `TELEGRAM successful payment: ${paid.total_amount} ${paid.currency} (${paid.invoice_payload}, charge ${paid.telegram_payment_charge_id})` });
    else if (update.message) lines.push({ at, order: order++, chatId: update.message.chat.id, text: `USER sends: ${update.message.text}` });
    const query = update.pre_checkout_query;
    if (query) lines.push({ at, order: order++, chatId: query.from.id, text: `USER pays: pre-checkout ${query.total_amount} ${query.currency} (${query.invoice_payload})` });
    if (update.callback_query) {
      const data = update.callback_query.data ?? '';
      const tapped = (update.callback_query.message as { reply_markup?: Keyboard } | undefined)?.reply_markup?.inline_keyboard?.flat().find((b) => b.callback_data === data);
      lines.push({ at, order: order++, chatId: update.callback_query.from.id, text: `USER taps [${tapped?.text ?? data}]` });
    }
  }
  lines.sort((a, b) => a.at - b.at || a.order - b.order);
  const chats = chatIds ?? [...new Set(lines.map((l) => l.chatId).filter((id) => id > 0))];
  return chats
    .map((id) => [`=== chat ${id} ===`, ...lines.filter((l) => l.chatId === id).map((l) => l.text)].join('\n'))
    .join('\n\n');
}

/** Writes the transcript under .tmp/bot-transcripts/<name>.txt, for a person to read what the customer saw. */
export async function saveTranscript(standIn: BotApiStandIn, name: string): Promise<void> {
  const dir = join(process.cwd(), '.tmp', 'bot-transcripts');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name.replace(/[^\w-]+/g, '-').slice(0, 80)}.txt`), `${transcriptOf(standIn)}\n`);
}

// What a bot test does as a customer: register with a language, tap a button by its data, read a message as shown.
import type { ChatMessage, StandInUser } from './bot-api-stand-in';

/** The message text with Intl's (narrow) no-break spaces as plain spaces: "0,60 €" reads as typed. */
export const textOf = (m: { text?: string } | undefined) => (m?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Whether a message carries a button sending this callback data. */
export const hasButton = (data: string) => (m: ChatMessage) => m.buttons.flat().some((b) => b.callbackData === data);

/** The id of the newest message in the chat (0 before any): what a later answer's id is compared with. */
export const newestMessageId = (user: StandInUser) => Math.max(0, ...user.messages().map((m) => m.messageId));

/** Taps the newest button sending this callback data, whatever its label's language. */
export async function tapCallback(user: StandInUser, data: string) {
  const message = [...user.messages()].reverse().find(hasButton(data));
  if (!message) throw new Error(`no button with data ${data}`);
  return user.tapData(data, message.messageId);
}

/** Taps the newest button with this data; resolves with the message (edited, or new below) that passes the check. */
export async function tapFor(user: StandInUser, data: string, check: (m: ChatMessage) => boolean) {
  const tapped = [...user.messages()].reverse().find(hasButton(data));
  if (!tapped) throw new Error(`no button with data ${data}`);
  const last = newestMessageId(user);
  await user.tapData(data, tapped.messageId);
  return user.waitForMessage((m) => ((m.messageId === tapped.messageId && m.editCount > tapped.editCount) || m.messageId > last) && check(m));
}

/** /start as a new customer and a language chosen: the welcome is on screen. */
export async function register(user: StandInUser, languageButton = /Français/) {
  await user.send('/start');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => /Français/.test(b.text)));
  await user.tap(languageButton);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
}

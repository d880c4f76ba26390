// What a bot test does as a customer: register with a language, tap a button by its data, read a message as shown.
import type { StandInUser } from './bot-api-stand-in';

/** The message text with Intl's (narrow) no-break spaces as plain spaces: "0,60 €" reads as typed. */
export const textOf = (m: { text?: string } | undefined) => (m?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Taps the newest button sending this callback data, whatever its label's language. */
export async function tapCallback(user: StandInUser, data: string) {
  const message = [...user.messages()].reverse().find((m) => m.buttons.flat().some((b) => b.callbackData === data));
  if (!message) throw new Error(`no button with data ${data}`);
  return user.tapData(data, message.messageId);
}

/** /start as a new customer and a language chosen: the welcome is on screen. */
export async function register(user: StandInUser, languageButton = /Français/) {
  await user.send('/start');
  await user.waitForMessage((m) => m.buttons.flat().some((b) => /Français/.test(b.text)));
  await user.tap(languageButton);
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData === 'shop'));
}

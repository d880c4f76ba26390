// What the bot's menu and welcome show, from the settings the /telegram page writes: read in one query per use.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { SETTING_KEYS, SHOP_SETTING_DEFAULTS } from '../../contracts/settings';

export type BotMenuSettings = {
  showHelpButton: boolean;
  showChannelButton: boolean;
  /** Channel links as https URLs (an "@channel" setting becomes https://t.me/channel); null when unset. */
  mainChannelUrl: string | null;
  proofChannelUrl: string | null;
  /** Purchases are posted, anonymised, to the proof channel. */
  proofPosts: boolean;
  supportContact: string | null;
  shopName: string;
};

const KEYS = [
  SETTING_KEYS.showHelpButton,
  SETTING_KEYS.showChannelMenuButton,
  SETTING_KEYS.mainChannelUrl,
  SETTING_KEYS.proofChannelUrl,
  SETTING_KEYS.proofPostsEnabled,
  SETTING_KEYS.supportContact,
  SETTING_KEYS.shopName,
];

/** "@name" or a link → a link Telegram opens; anything else → null. */
function channelLink(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^@\w{4,}$/.test(v)) return `https://t.me/${v.slice(1)}`;
  return /^https?:\/\/\S+$/.test(v) ? v : null;
}

/**
 * The chat a bot can post to for a channel link: a public channel's "@name" (from "@name" or https://t.me/name); null
 * for an invitation link (t.me/+…, t.me/joinchat/…) or anything else, which a bot cannot address.
 */
export function channelChat(link: string | null | undefined): string | null {
  const m = /^(?:@|https?:\/\/(?:t\.me|telegram\.me)\/)([A-Za-z]\w{3,31})\/?$/.exec(link?.trim() ?? '');
  return m && m[1].toLowerCase() !== 'joinchat' ? `@${m[1]}` : null;
}

export async function getBotMenuSettings(db: Executor): Promise<BotMenuSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, KEYS));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
  return {
    // The help button shows unless turned off; the channels button only when turned on (SPEC §3: "true"/"false").
    showHelpButton: value(SETTING_KEYS.showHelpButton) !== 'false',
    showChannelButton: value(SETTING_KEYS.showChannelMenuButton) === 'true',
    mainChannelUrl: channelLink(value(SETTING_KEYS.mainChannelUrl)),
    proofChannelUrl: channelLink(value(SETTING_KEYS.proofChannelUrl)),
    proofPosts: value(SETTING_KEYS.proofPostsEnabled) === 'true',
    supportContact: value(SETTING_KEYS.supportContact)?.trim() || null,
    shopName: value(SETTING_KEYS.shopName)?.trim() || SHOP_SETTING_DEFAULTS.shopName,
  };
}

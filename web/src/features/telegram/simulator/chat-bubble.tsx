// The look of a Telegram chat in the back office: the backdrop, the bot's bubbles (Telegram HTML), the customer's bubbles, inline keyboards.
// Shared by the simulator and the help-message preview, so both show a message the same way.
import { ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { renderTelegramHtml } from './telegram-message';
import { cn } from '@/lib/utils';

/** Telegram's chat wallpaper colours (a quiet blue-grey by day, deep navy by night). */
export function ChatBackdrop({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'bg-[#dbe5ec] bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.45),transparent_45%),radial-gradient(circle_at_80%_70%,rgba(160,200,170,0.25),transparent_50%)] dark:bg-[#0e1621] dark:bg-none',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

/**
 * A message of the bot: Telegram HTML drawn by the shared renderer. Its direction is the given one (the language's), or
 * else the text's own (`dir="auto"`: an Arabic message reads right to left, "رصيدك: 0.60 €" not "€ 0.60 :رصيدك"); each
 * line takes its own direction as in Telegram (`unicode-bidi: plaintext`).
 */
export function BotBubble({
  html,
  dir = 'auto',
  header,
  footer,
  className,
  ...props
}: { html: string; dir?: 'ltr' | 'rtl' | 'auto'; header?: ReactNode; footer?: ReactNode } & Omit<React.ComponentProps<'div'>, 'children' | 'dir'>) {
  return (
    <div
      className={cn(
        'relative w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-[0.9rem] leading-snug text-[#111] shadow-sm break-words dark:bg-[#182533] dark:text-[#f5f5f5]',
        className,
      )}
      {...props}
    >
      {header}
      <div dir={dir} className={cn('text-start [unicode-bidi:plaintext]', dir === 'rtl' && 'text-right')} data-testid="bot-message-text">
        {renderTelegramHtml(html)}
      </div>
      {footer}
    </div>
  );
}

/** A message the customer sent, right-aligned in Telegram's outgoing green (blue at night). */
export function UserBubble({ text }: { text: string }) {
  return (
    <div
      data-testid="customer-message"
      className="ml-auto w-fit max-w-[80%] rounded-2xl rounded-br-sm bg-[#effdde] px-3 py-2 text-[0.9rem] leading-snug whitespace-pre-wrap break-words text-[#111] shadow-sm dark:bg-[#2b5278] dark:text-white"
    >
      {text}
    </div>
  );
}

export type KeyboardButton = { text: string; data?: string; url?: string; webApp?: string };

/** The inline keyboard under a bot message: a callback tap goes to `onTap`; url and Mini App buttons open a new tab. */
export function InlineKeyboard({
  rows,
  onTap,
  pending,
  disabled,
}: {
  rows: KeyboardButton[][];
  onTap(button: KeyboardButton): void;
  /** The callback data being sent: that button spins. */
  pending?: string | null;
  disabled?: boolean;
}) {
  if (rows.length === 0) return null;
  const buttonClass =
    'flex min-h-8 min-w-0 flex-1 items-center justify-center gap-1 rounded-lg bg-white/55 px-2 py-1.5 text-center text-[0.8rem] font-medium text-[#1f6fb2] backdrop-blur-sm transition-colors hover:bg-white/80 disabled:opacity-60 dark:bg-white/8 dark:text-[#e4ecf2] dark:hover:bg-white/15';
  return (
    <div className="mt-1 grid w-full max-w-[85%] gap-1" data-testid="inline-keyboard">
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a keyboard row has no identity but its place
        <div key={r} className="flex gap-1">
          {row.map((button, b) => {
            const link = button.url ?? button.webApp;
            return link ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: same
              <a key={b} href={link} target="_blank" rel="noopener noreferrer" className={buttonClass}>
                <span className="truncate">{button.text}</span>
                <ExternalLinkIcon className="size-3 shrink-0 opacity-70" />
              </a>
            ) : (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: same
                key={b}
                type="button"
                className={buttonClass}
                disabled={disabled || !button.data}
                onClick={() => onTap(button)}
              >
                {pending !== null && pending !== undefined && pending === button.data && <Spinner className="size-3" />}
                <span className="truncate">{button.text}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

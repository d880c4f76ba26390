// The simulator's chat with the bot as one customer: their messages and taps go to POST /api/telegram/simulator, the bot's
// answers (messages, edits in place, deletions, files, toasts) are drawn as Telegram would. The chat lives in this component.
import { CUSTOMER_COMMANDS } from '@contracts/telegram';
import { type SimulatorEvent, type SimulatorInput, TELEGRAM_TEXT_LIMIT } from '@contracts/telegram';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BotIcon, SendHorizontalIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api';
import { notifyError } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { BotBubble, ChatBackdrop, InlineKeyboard, type KeyboardButton, UserBubble } from './chat-bubble';
import { applyEvents, type ChatItem, type ChatToast, customerItem, toastsOf } from './chat-state';
import { DocumentCard } from './document-card';

/** The customer's commands, from the one list the bot's command menu is set from. */
const QUICK_COMMANDS = CUSTOMER_COMMANDS.map((command) => `/${command}`);
const TOAST_MS = 2500;

// Paris time, as the bot's own texts give it (history, payment deadlines): the bubble's time and the message's agree
// whatever the admin's machine clock zone is.
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

export function SimulatorChat({ userId }: { userId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<ChatItem[]>([]);
  const [toasts, setToasts] = useState<ChatToast[]>([]);
  const [text, setText] = useState('');
  const [tapping, setTapping] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: (input: SimulatorInput['input']) => apiRequest<{ events: SimulatorEvent[] }>('POST', '/api/telegram/simulator', { userId, input }),
    onSuccess: (result) => {
      // Applied to the chat as it is when the answer arrives (the customer's own bubble was added meanwhile).
      setItems((current) => applyEvents(current, result.events));
      const fresh = toastsOf(result.events);
      if (fresh.length) setToasts((shown) => [...shown, ...fresh]);
      // A purchase or a deposit changed the customer's balance and the lists that show it.
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/users/with-stats'] });
    },
    onError: (error) => notifyError(t('common.error'), t('simulator.sendFailed'), error),
    onSettled: () => setTapping(null),
  });

  // Follow the conversation: the newest message stays in view.
  const last = items[items.length - 1];
  useEffect(() => {
    const box = scroller.current;
    if (box && (last || send.isPending)) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
  }, [last, send.isPending]);

  // Ordinary toasts fade by themselves, as Telegram's do; an alert waits for OK.
  useEffect(() => {
    const passing = toasts.filter((toast) => !toast.alert);
    if (passing.length === 0) return;
    const timer = setTimeout(() => setToasts((shown) => shown.filter((toast) => toast.alert || !passing.includes(toast))), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  const sendText = (value: string) => {
    const message = value.trim();
    if (!message || send.isPending) return;
    setItems((shown) => [...shown, customerItem(message)]);
    send.mutate({ kind: 'text', text: message.slice(0, TELEGRAM_TEXT_LIMIT) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendText(text);
    setText('');
  };
  const tap = (messageId: number) => (button: KeyboardButton) => {
    if (!button.data || send.isPending) return;
    setTapping(button.data);
    send.mutate({ kind: 'button', data: button.data, messageId });
  };

  return (
    <div className="flex h-[36rem] flex-col overflow-hidden rounded-xl border bg-card" data-testid="simulator-chat">
      <div className="relative min-h-0 flex-1">
        <ChatBackdrop ref={scroller} className="h-full overflow-y-auto px-3 py-4" role="log" aria-label={t('simulator.chat')} aria-live="polite">
          {items.length === 0 && !send.isPending ? (
            <p className="mx-auto mt-10 w-fit rounded-full bg-black/25 px-3 py-1 text-xs text-white dark:bg-white/10">{t('simulator.empty')}</p>
          ) : (
            <div className="flex flex-col gap-1.5">
              {items.map((item) => (
                <div key={item.key} className="flex flex-col" data-message-id={item.kind === 'customer' ? undefined : item.messageId}>
                  {item.kind === 'customer' ? (
                    <UserBubble text={item.text} />
                  ) : item.kind === 'document' ? (
                    <DocumentCard fileName={item.fileName} content={item.content} captionHtml={item.captionHtml} />
                  ) : (
                    <>
                      <BotBubble
                        html={item.html}
                        data-testid="bot-message"
                        footer={<div className="mt-0.5 text-right text-[0.65rem] text-black/40 tabular-nums dark:text-white/40">{timeFormat.format(item.at)}</div>}
                      />
                      <InlineKeyboard rows={item.buttons} onTap={tap(item.messageId)} pending={tapping} disabled={send.isPending} />
                    </>
                  )}
                </div>
              ))}
              {send.isPending && (
                <div className="flex w-fit items-center gap-1.5 rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-xs text-black/50 shadow-sm dark:bg-[#182533] dark:text-white/50" data-testid="simulator-typing">
                  <BotIcon className="size-3.5" />
                  {t('simulator.typing')}
                </div>
              )}
            </div>
          )}
        </ChatBackdrop>
        {toasts.length > 0 && (
          <div className="pointer-events-none absolute inset-x-0 top-3 flex flex-col items-center gap-2 px-4">
            {toasts.map((toast) => (
              <div
                key={toast.key}
                role="status"
                data-testid="simulator-toast"
                className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-lg bg-black/80 px-3 py-2 text-sm text-white shadow-lg"
              >
                <span className="whitespace-pre-wrap">{toast.text}</span>
                {toast.alert && (
                  <button
                    type="button"
                    className="shrink-0 rounded px-2 py-0.5 text-xs font-semibold text-sky-300 hover:bg-white/10"
                    onClick={() => setToasts((shown) => shown.filter((other) => other.key !== toast.key))}
                  >
                    {t('simulator.alertOk')}
                  </button>
                )}
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="space-y-2 border-t bg-card p-2">
        <fieldset className="flex flex-wrap gap-1" aria-label={t('simulator.quick')}>
          {QUICK_COMMANDS.map((command) => (
            <Button
              key={command}
              variant="outline"
              size="sm"
              className="h-7 rounded-full px-2.5 font-mono text-xs"
              disabled={send.isPending}
              onClick={() => sendText(command)}
            >
              {command}
            </Button>
          ))}
        </fieldset>
        <form onSubmit={submit} className="flex gap-2">
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('simulator.inputPlaceholder')}
            aria-label={t('simulator.input')}
            maxLength={TELEGRAM_TEXT_LIMIT}
            autoComplete="off"
            data-testid="simulator-input"
          />
          <Button type="submit" size="icon" disabled={!text.trim() || send.isPending} aria-label={t('simulator.send')} data-testid="simulator-send">
            <SendHorizontalIcon />
          </Button>
        </form>
      </div>
    </div>
  );
}

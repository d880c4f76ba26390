// The help message as the customer sees it after /help: their language's text, else the bot's built-in guide in their
// language (decision 0125) — drawn in a Telegram chat bubble by the shared renderer.
import type { BotLanguage } from '@contracts/telegram';
import { BotIcon } from 'lucide-react';
import { BotBubble, ChatBackdrop, UserBubble } from '@/features/telegram/simulator/chat-bubble';
import { useT } from '@/lib/i18n';
import { directionOf } from './help-settings-api';

type Shown = { kind: 'own'; html: string } | { kind: 'builtIn' };

function shownMessage(text: string): Shown {
  return text.trim() ? { kind: 'own', html: text.trim() } : { kind: 'builtIn' };
}

export function HelpPreview({ language, text }: { language: BotLanguage; text: string }) {
  const t = useT();
  const shown = shownMessage(text);
  const dir = directionOf(language);
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(new Date());
  return (
    <ChatBackdrop className="flex min-h-80 flex-col gap-2 rounded-lg p-3 sm:p-4 dark:ring-1 dark:ring-white/8" data-testid="help-preview" data-shown={shown.kind}>
      <UserBubble text="/help" />
      {shown.kind === 'own' ? (
        <BotBubble
          html={shown.html}
          dir={dir}
          className="max-w-[92%]"
          data-testid="help-preview-bubble"
          header={
            <div className="mb-0.5 flex items-center gap-1 text-xs font-semibold text-[#168acd] dark:text-[#6ab3f3]">
              <BotIcon className="size-3.5" />
              {t('helpSettings.botName')}
            </div>
          }
          footer={<div className="mt-1 text-right text-[0.65rem] text-black/40 tabular-nums dark:text-white/40">{time}</div>}
        />
      ) : (
        <p className="mx-auto mt-6 w-fit max-w-[90%] rounded-full bg-black/25 px-3 py-1 text-center text-xs text-white dark:bg-white/10" data-testid="help-preview-placeholder">
          {t('helpSettings.previewBuiltIn')}
        </p>
      )}
    </ChatBackdrop>
  );
}

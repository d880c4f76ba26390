// A file the bot sent (a purchased numlist): name, line count and a download made from the text the simulator returned.
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lineCount } from './chat-state';
import { renderTelegramHtml } from './telegram-message';

export function DocumentCard({ fileName, content, captionHtml }: { fileName: string; content: string; captionHtml?: string }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  // The link is made here and revoked when the card leaves, so a long session does not keep every file in memory.
  useEffect(() => {
    const made = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [content]);
  return (
    <div
      className="w-fit max-w-[85%] min-w-60 rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-[0.9rem] text-[#111] shadow-sm dark:bg-[#182533] dark:text-[#f5f5f5]"
      data-testid="bot-document"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#3a9ee8] text-white">
          <FileTextIcon className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" data-testid="bot-document-name">
            {fileName}
          </p>
          <p className="text-xs text-black/50 dark:text-white/50">{t('simulator.lines', { count: formatNumber(lineCount(content)) })}</p>
        </div>
        {url && (
          <a
            href={url}
            download={fileName}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-[#1f6fb2] hover:bg-black/5 dark:text-[#6ab3f3] dark:hover:bg-white/10"
            aria-label={`${t('simulator.download')} ${fileName}`}
            title={t('simulator.download')}
          >
            <DownloadIcon className="size-4" />
          </a>
        )}
      </div>
      {captionHtml && <div className="mt-1.5 break-words">{renderTelegramHtml(captionHtml)}</div>}
    </div>
  );
}

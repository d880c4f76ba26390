// The buttons under a broadcast's message: a link (http or https), or a deep link to an operator, opening its
// quantity screen in the bot or the Mini App at it. One button per row, four at most.
import type { BroadcastButtonInput } from '@contracts/broadcasts';
import { PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useOperators } from '@/features/catalogue/catalogue-api';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export type DraftButton = { kind: 'url' | 'bot' | 'app'; text: string; url: string; operatorId: string };

const MAX_BUTTONS = 4;

const isWebLink = (url: string) => {
  try {
    const u = new URL(url.trim());
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The button's problem, or null when it can be sent. */
export function buttonProblem(b: DraftButton, t: ReturnType<typeof useT>): string | null {
  if (!b.text.trim()) return t('broadcasts.buttons.textRequired');
  if (b.kind === 'url') return isWebLink(b.url) ? null : t('broadcasts.buttons.badLink');
  return b.operatorId ? null : t('broadcasts.buttons.operatorRequired');
}

/** The rows as the API takes them. */
export const buttonRows = (buttons: DraftButton[]): BroadcastButtonInput[][] =>
  buttons.map((b) => [
    b.kind === 'url' ? { kind: 'url', text: b.text, url: b.url.trim() } : { kind: 'operator', text: b.text, operatorId: Number(b.operatorId), opens: b.kind },
  ]);

export function ButtonEditor({ buttons, onChange, selectClass }: { buttons: DraftButton[]; onChange: (next: DraftButton[]) => void; selectClass: string }) {
  const t = useT();
  const operators = useOperators().data ?? [];
  const update = (i: number, patch: Partial<DraftButton>) => onChange(buttons.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <fieldset className="space-y-3 rounded-lg border p-3" data-testid="broadcast-buttons">
      <legend className="px-1 text-sm font-medium">{t('broadcasts.buttons')}</legend>
      {buttons.length === 0 && <p className="text-xs text-muted-foreground">{t('broadcasts.buttons.hint')}</p>}
      {buttons.map((b, i) => {
        const problem = buttonProblem(b, t);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id of their own; their order is their identity
          <div key={i} className="space-y-1">
            <div className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.4fr)_auto]">
              <select aria-label={t('broadcasts.buttons.kind')} className={selectClass} value={b.kind} onChange={(e) => update(i, { kind: e.target.value as DraftButton['kind'] })}>
                <option value="url">{t('broadcasts.buttons.kind.url')}</option>
                <option value="bot">{t('broadcasts.buttons.kind.bot')}</option>
                <option value="app">{t('broadcasts.buttons.kind.app')}</option>
              </select>
              <Input aria-label={t('broadcasts.buttons.text')} placeholder={t('broadcasts.buttons.text')} maxLength={40} value={b.text} onChange={(e) => update(i, { text: e.target.value })} />
              {b.kind === 'url' ? (
                <Input aria-label={t('broadcasts.buttons.url')} placeholder="https://…" value={b.url} onChange={(e) => update(i, { url: e.target.value })} aria-invalid={Boolean(b.url) && !isWebLink(b.url)} />
              ) : (
                <select aria-label={t('broadcasts.buttons.operator')} className={selectClass} value={b.operatorId} onChange={(e) => update(i, { operatorId: e.target.value })}>
                  <option value="">{t('broadcasts.buttons.operator')}</option>
                  {operators.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              )}
              <Button type="button" size="icon" variant="ghost" aria-label={t('broadcasts.buttons.remove')} onClick={() => onChange(buttons.filter((_, j) => j !== i))}>
                <XIcon />
              </Button>
            </div>
            <p className={cn('text-xs', problem ? 'text-destructive' : 'hidden')}>{problem}</p>
          </div>
        );
      })}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={buttons.length >= MAX_BUTTONS}
        onClick={() => onChange([...buttons, { kind: 'url', text: '', url: '', operatorId: '' }])}
      >
        <PlusIcon />
        {t('broadcasts.buttons.add')}
      </Button>
    </fieldset>
  );
}

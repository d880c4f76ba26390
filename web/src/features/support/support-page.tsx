// /support (Support): the customers' tickets — filter by status, search, the thread with the order and the customer
// beside it, a reply box, close and reopen, and the auto-close delay (issue 28).
import type { TicketList, TicketStatusValue, TicketSummaryView, TicketThreadView } from '@contracts/support';
import { SUPPORT_REPLY_LIMIT } from '@contracts/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LifeBuoyIcon, LockIcon, PaperclipIcon, SendIcon, Undo2Icon, UnlockIcon } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { CountryFlag } from '@/components/country-flag';
import { ListEmpty } from '@/components/empty-state';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { RefundDialog } from '@/features/refunds/refund-dialog';
import { useSaveShopSettings, useShopSettings } from '@/features/settings/shop-settings-api';
import { apiRequest } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import { type TranslationKey, useT } from '@/lib/i18n';
import { useSearchTerm } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const ticketsKey = ['/api/support/tickets'] as const;
const STATUS_LABEL: Record<TicketStatusValue, TranslationKey> = { open: 'support.status.open', waiting: 'support.status.waiting', closed: 'support.status.closed' };
const STATUS_VARIANT: Record<TicketStatusValue, 'default' | 'secondary' | 'outline'> = { open: 'default', waiting: 'secondary', closed: 'outline' };

const customerName = (c: TicketSummaryView['customer']) => (c.telegramUsername ? `@${c.telegramUsername}` : (c.firstName ?? `#${c.id}`));

function StatusBadge({ status }: { status: TicketStatusValue }) {
  const t = useT();
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABEL[status])}</Badge>;
}

export default function SupportPage() {
  const t = useT();
  const [status, setStatus] = useState<'all' | TicketStatusValue>('open');
  const [searchInput, setSearchInput] = useState('');
  const search = useSearchTerm(searchInput.trim());
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery<TicketList>({
    queryKey: [...ticketsKey, { status: status === 'all' ? undefined : status, search: search || undefined, pageSize: 50 }],
    placeholderData: keepPreviousData,
  });
  const tickets = list.data?.data ?? [];

  return (
    <div data-testid="support-page">
      <PageHeader page="support" actions={<AutoCloseSetting />} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card className="min-w-0 py-0">
          <CardContent className="space-y-3 p-3">
            <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
              <OptionSelect
                value={status}
                onChange={(value) => setStatus(value as typeof status)}
                aria-label={t('support.filter')}
                data-testid="support-status"
                options={[
                  { value: 'all', label: t('support.status.all') },
                  { value: 'open', label: t('support.status.open') },
                  { value: 'waiting', label: t('support.status.waiting') },
                  { value: 'closed', label: t('support.status.closed') },
                ]}
              />
              <SearchInput value={searchInput} onChange={(e) => setSearchInput(e.target.value)} placeholder={t('support.search')} aria-label={t('support.search')} />
            </div>
            {tickets.length === 0 && !list.isLoading ? (
              <ListEmpty icon={LifeBuoyIcon} filtered={Boolean(search) || status !== 'all'} title={t('support.empty')} filteredTitle={t('support.emptyFiltered')} hint={t('support.emptyHint')} />
            ) : (
              <ul className="divide-y" data-testid="support-tickets">
                {tickets.map((ticket) => (
                  <li key={ticket.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(ticket.id)}
                      className={cn('w-full rounded-md px-2 py-2 text-left hover:bg-muted', selected === ticket.id && 'bg-muted')}
                      data-testid={`ticket-${ticket.id}`}
                    >
                      <div className="flex items-center justify-between gap-2">
                        <span className="font-medium">
                          {t('support.ticketNumber', { id: ticket.id })} · {customerName(ticket.customer)}
                        </span>
                        <StatusBadge status={ticket.status} />
                      </div>
                      <div className="truncate text-sm text-muted-foreground">{ticket.lastMessage || '📎'}</div>
                      <div className="text-xs text-muted-foreground">
                        {formatDateTime(ticket.updatedAt)}
                        {ticket.order ? ` · ${t('support.orderShort', { id: ticket.order.id })}` : ''} · {ticket.language.toUpperCase()}
                      </div>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {selected === null ? (
          <Card className="hidden min-h-64 items-center justify-center lg:flex">
            <p className="p-6 text-sm text-muted-foreground">{t('support.pick')}</p>
          </Card>
        ) : (
          <TicketThread ticketId={selected} />
        )}
      </div>
    </div>
  );
}

function AutoCloseSetting() {
  const t = useT();
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const [days, setDays] = useState<string | null>(null);
  const value = days ?? String(settings.data?.supportAutoCloseDays ?? '');
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { supportAutoCloseDays: Number(value) },
          {
            onSuccess: () => {
              setDays(null);
              notifySuccess(t('support.autoCloseSaved'));
            },
            onError: (error) => notifyError(t('common.error'), t('support.autoCloseFailed'), error),
          },
        );
      }}
    >
      <label htmlFor="support-auto-close" className="text-sm text-muted-foreground">
        {t('support.autoClose')}
      </label>
      <Input id="support-auto-close" className="w-20" inputMode="numeric" value={value} onChange={(e) => setDays(e.target.value)} data-testid="support-auto-close" />
      <BusyButton type="submit" variant="outline" busy={save.isPending}>
        {t('common.save')}
      </BusyButton>
    </form>
  );
}

function TicketThread({ ticketId }: { ticketId: number }) {
  const [refunding, setRefunding] = useState<number | null>(null);
  const t = useT();
  const queryClient = useQueryClient();
  const key = [...ticketsKey, ticketId];
  const thread = useQuery<TicketThreadView>({ queryKey: key });
  const [text, setText] = useState('');
  const refresh = (data?: TicketThreadView) => {
    if (data) queryClient.setQueryData(key, data);
    return queryClient.invalidateQueries({ queryKey: ticketsKey });
  };
  const reply = useMutation({
    mutationFn: () => apiRequest<TicketThreadView>('POST', `/api/support/tickets/${ticketId}/messages`, { text }),
    onSuccess: (data) => {
      setText('');
      notifySuccess(t('support.sent'));
      return refresh(data);
    },
    onError: (error) => notifyError(t('common.error'), t('support.sendFailed'), error),
  });
  const setState = useMutation({
    mutationFn: (action: 'close' | 'reopen') => apiRequest('POST', `/api/support/tickets/${ticketId}/${action}`),
    onSuccess: () => refresh(),
    onError: (error) => notifyError(t('common.error'), t('support.actionFailed'), error),
  });
  const data = thread.data;
  if (!data) return <Card className="min-h-64" />;
  const { ticket, messages } = data;
  return (
    <Card className="min-w-0 py-0" data-testid="support-thread">
      <CardContent className="space-y-4 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">{t('support.ticketNumber', { id: ticket.id })}</h3>
            <p className="text-sm text-muted-foreground">
              {customerName(ticket.customer)} {ticket.customer.telegramId ? `(${ticket.customer.telegramId})` : ''} · {t('support.language')} :{' '}
              <span data-testid="support-language">{ticket.language.toUpperCase()}</span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <StatusBadge status={ticket.status} />
            {ticket.status === 'closed' ? (
              <BusyButton variant="outline" size="sm" busy={setState.isPending} onClick={() => setState.mutate('reopen')} data-testid="support-reopen">
                <UnlockIcon />
                {t('support.reopen')}
              </BusyButton>
            ) : (
              <BusyButton variant="outline" size="sm" busy={setState.isPending} onClick={() => setState.mutate('close')} data-testid="support-close">
                <LockIcon />
                {t('support.close')}
              </BusyButton>
            )}
          </div>
        </div>
        {ticket.order && (
          // The order this ticket is about, and its refund (all, a count, or the numbers the customer pasted).
          <section className="rounded-md border p-3 text-sm" data-testid="ticket-order" data-slot="ticket-order">
            <div className="font-medium">{t('support.order', { id: ticket.order.id })}</div>
            <div className="text-muted-foreground">
              <CountryFlag flag={ticket.order.countryFlag} /> {ticket.order.operatorName} · {formatNumber(ticket.order.quantity)} {t('support.numbers')} · {formatEuro(ticket.order.price)} ·{' '}
              {formatDateTime(ticket.order.purchaseDate)}
            </div>
            <div className="mt-2 flex flex-wrap gap-2" data-slot="ticket-order-actions">
              <Button variant="outline" size="sm" onClick={() => setRefunding(ticket.order?.id ?? null)} data-testid="ticket-refund">
                <Undo2Icon />
                {t('history.refund.action')}
              </Button>
            </div>
            {/* The refund is linked to this ticket (decision 0140): the customer is told in their language. */}
            <RefundDialog orderId={refunding} ticketId={ticketId} onClose={() => setRefunding(null)} />
          </section>
        )}
        <ol className="space-y-3" data-testid="support-messages">
          {messages.map((m) => (
            <li key={m.id} className={cn('flex', m.author === 'admin' ? 'justify-end' : 'justify-start')}>
              <div className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm', m.author === 'admin' ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
                <div className="mb-1 text-xs opacity-80">
                  {m.author === 'admin' ? `${m.adminName ?? t('support.admin')} · ${t(m.source === 'bot' ? 'support.viaBot' : 'support.viaBackOffice')}` : t('support.customer')} ·{' '}
                  {formatDateTime(m.createdAt)}
                </div>
                {m.file &&
                  (m.file.kind === 'photo' ? (
                    <a href={m.file.url} target="_blank" rel="noreferrer">
                      <img src={m.file.url} alt={t('support.photo')} className="mb-1 max-h-48 rounded" />
                    </a>
                  ) : (
                    <a href={m.file.url} className="mb-1 flex items-center gap-1 underline" target="_blank" rel="noreferrer">
                      <PaperclipIcon className="size-4" />
                      {m.file.name ?? t('support.file')}
                    </a>
                  ))}
                {m.text && <p className="break-words whitespace-pre-wrap">{m.text}</p>}
              </div>
            </li>
          ))}
        </ol>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            reply.mutate();
          }}
        >
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('support.replyPlaceholder')}
            aria-label={t('support.reply')}
            maxLength={SUPPORT_REPLY_LIMIT}
            rows={3}
            data-testid="support-reply"
          />
          <div className="flex justify-end">
            <BusyButton type="submit" busy={reply.isPending} disabled={!text.trim()} data-testid="support-send">
              <SendIcon />
              {t('support.send')}
            </BusyButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

// The /telegram page's « Simulateur » tab: pick a customer who has a Telegram id, then talk to the real bot as them.
// The page imports SimulatorTab; the pieces live in ./simulator/.
import type { UserListItem } from '@contracts/users';
import { EraserIcon, MessagesSquareIcon, TriangleAlertIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { LANGUAGE_NAMES } from '@/features/users/languages';
import { useUserDetails } from '@/features/users/users-api';
import { formatEuro } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { CustomerPicker, customerName, telegramLine } from './simulator/customer-picker';
import { SimulatorChat } from './simulator/simulator-chat';
import { TitledCard } from '@/components/titled-card';

export function SimulatorTab() {
  const t = useT();
  const [customer, setCustomer] = useState<UserListItem | null>(null);
  // A new chat per customer, and per « clear »: the chat's state lives in SimulatorChat, reset by its key.
  const [session, setSession] = useState(0);
  // The balance as it is now (a purchase in the chat changes it); the picked row until the details arrive.
  const details = useUserDetails(customer?.id ?? null);
  const balance = details.data?.balance ?? customer?.balance;

  return (
    <div className="space-y-4" data-testid="simulator-tab">
      <Alert variant="warning" data-testid="simulator-warning">
        <TriangleAlertIcon />
        <AlertDescription className="font-medium">{t('simulator.warning')}</AlertDescription>
      </Alert>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <TitledCard icon={UserRoundIcon} title={t('simulator.customer')} description={t('simulator.description')}>
          <CardContent>
            {customer ? (
              <div className="space-y-3" data-testid="simulator-customer">
                <div className="rounded-lg border bg-muted/40 p-3">
                  <p className="truncate font-medium">{customerName(customer)}</p>
                  <p className="truncate text-xs text-muted-foreground">{telegramLine(customer)}</p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="font-medium tabular-nums" data-testid="simulator-balance">
                      {t('simulator.balance', { amount: formatEuro(balance) })}
                    </span>
                    <span className="text-xs text-muted-foreground">{LANGUAGE_NAMES[customer.language as keyof typeof LANGUAGE_NAMES] ?? customer.language}</span>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setCustomer(null)}>
                    {t('simulator.change')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setSession((n) => n + 1)}>
                    <EraserIcon />
                    {t('simulator.clear')}
                  </Button>
                </div>
              </div>
            ) : (
              <CustomerPicker
                onPick={(picked) => {
                  setCustomer(picked);
                  setSession((n) => n + 1);
                }}
              />
            )}
          </CardContent>
        </TitledCard>
        {customer ? (
          <SimulatorChat key={`${customer.id}-${session}`} userId={customer.id} />
        ) : (
          <div className="flex h-[36rem] flex-col items-center justify-center gap-3 rounded-xl border border-dashed text-center text-sm text-muted-foreground">
            <MessagesSquareIcon className="size-8" />
            <p className="max-w-xs">{t('simulator.pickFirst')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

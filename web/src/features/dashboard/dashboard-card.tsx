// The frame of the dashboard's lists: a card titled with an icon and a one-line hint, and what a list shows when it is empty.
import { ArrowRightIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TitledCard } from '@/components/titled-card';
import { CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

export function DashboardCard({
  testId,
  icon,
  title,
  description,
  reportsHref,
  children,
}: {
  testId: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The Rapports page with this card's figures over any period. */
  reportsHref?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <TitledCard
      testId={testId}
      icon={icon}
      iconClassName="text-muted-foreground"
      title={title}
      description={description}
      action={
        reportsHref && (
          <Link href={reportsHref} className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline" data-testid={`${testId}-reports`}>
            {t('dashboard.seeReports')}
            <ArrowRightIcon className="size-3" />
          </Link>
        )
      }
    >
      {children}
    </TitledCard>
  );
}

/**
 * A card of the last 30 days' figures, which the Rapports page shows over any period: its list, or what it says while
 * there is nothing yet (`nothingYet`, given only when the list is empty).
 */
export function Last30DaysCard({
  nothingYet,
  children,
  ...card
}: { testId: string; icon: LucideIcon; title: string; description: string; nothingYet: string | false; children: ReactNode }) {
  return (
    <DashboardCard {...card} reportsHref="/reports?period=30d">
      <CardContent>{nothingYet ? <NothingYet>{nothingYet}</NothingYet> : children}</CardContent>
    </DashboardCard>
  );
}

export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

// The frame of the dashboard's lists: a card titled with an icon and a one-line hint, and what a list shows when it is empty.
import { ArrowRightIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

export function DashboardCard({
  testId,
  icon: Icon,
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
    <Card className="gap-4" data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-muted-foreground" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {reportsHref && (
          <CardAction>
            <Link href={reportsHref} className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline" data-testid={`${testId}-reports`}>
              {t('dashboard.seeReports')}
              <ArrowRightIcon className="size-3" />
            </Link>
          </CardAction>
        )}
      </CardHeader>
      {children}
    </Card>
  );
}

export function NothingYet({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

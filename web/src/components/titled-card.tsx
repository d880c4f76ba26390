// TitledCard: a card of a settings or dashboard page — an icon before its title, a one-line hint, an action on the right.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function TitledCard({
  testId,
  icon: Icon,
  title,
  description,
  action,
  className = 'gap-4',
  iconClassName = 'text-primary',
  children,
}: {
  testId?: string;
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className={cn('size-4', iconClassName)} />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      {children}
    </Card>
  );
}

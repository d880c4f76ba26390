// A card's heading (its title, a one-line hint, an action on the right; an icon before the title on the settings and
// dashboard cards), and TitledCard: a card that opens with one.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type Heading = {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  iconClassName?: string;
};

export function CardHeading({ icon: Icon, title, description, action, iconClassName = 'text-primary' }: Heading) {
  return (
    <CardHeader>
      {Icon ? (
        <CardTitle className="flex items-center gap-2">
          <Icon className={cn('size-4', iconClassName)} />
          {title}
        </CardTitle>
      ) : (
        <CardTitle>{title}</CardTitle>
      )}
      {description && <CardDescription>{description}</CardDescription>}
      {action && <CardAction>{action}</CardAction>}
    </CardHeader>
  );
}

export function TitledCard({
  testId,
  className = 'gap-4',
  children,
  ...heading
}: Heading & {
  icon: LucideIcon;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeading {...heading} />
      {children}
    </Card>
  );
}

// The dashboard's setup checklist (decision 0125): bot token, support contact, a payment method, the manual top-up
// instructions; each step links to its page, and the card goes away once every step is done.
import { CircleCheckIcon, CircleIcon, ListChecksIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useSetupChecklist } from './language-texts-api';
import { useLanguageTextsTexts } from './language-texts-texts';
import { TitledCard } from '@/components/titled-card';

export function SetupChecklistCard() {
  const texts = useLanguageTextsTexts().setup;
  const checklist = useSetupChecklist();
  if (!checklist.data || checklist.data.complete) return null;
  const left = checklist.data.steps.filter((s) => !s.done).length;
  return (
    <TitledCard
      testId="setup-checklist"
      className="gap-3 border-warning/40"
      icon={ListChecksIcon}
      title={
        <>
          {texts.title}
          <Badge variant="warning" className="ml-1">
            {checklist.data.steps.length - left}/{checklist.data.steps.length}
          </Badge>
        </>
      }
      description={texts.description}
    >
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {checklist.data.steps.map(({ step, done }) => {
            const words = texts.steps[step];
            return (
              <li key={step} data-testid={`setup-step-${step}`} data-done={done ? 'true' : 'false'}>
                <Link
                  href={words.to}
                  className={cn(
                    'flex items-start gap-2.5 rounded-md border p-3 text-sm transition-colors hover:bg-accent',
                    done && 'border-transparent bg-muted/50 text-muted-foreground',
                  )}
                >
                  {done ? <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" /> : <CircleIcon className="mt-0.5 size-4 shrink-0 text-warning" />}
                  <span className="min-w-0">
                    <span className={cn('block font-medium', done && 'line-through')}>{words.label}</span>
                    <span className="block text-xs text-muted-foreground">{done ? texts.done : words.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </TitledCard>
  );
}

// Any path no route claims: a French 404 page with a way back to the dashboard (SPEC §2).
import { ArrowLeftIcon, CompassIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Brand } from '@/features/layout/sidebar';
import { useT } from '@/lib/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <div data-testid="not-found" className="flex min-h-dvh flex-col bg-background">
      <div className="px-4 py-4 sm:px-6">
        <Brand />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 pb-20 text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <CompassIcon className="size-8" />
        </div>
        <div className="space-y-2">
          <p className="text-sm font-semibold tracking-widest text-primary">{t('notFound.code')}</p>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
          <p className="mx-auto max-w-md text-muted-foreground">{t('notFound.description')}</p>
        </div>
        <Button asChild>
          <Link href="/dashboard">
            <ArrowLeftIcon />
            {t('notFound.back')}
          </Link>
        </Button>
      </main>
    </div>
  );
}

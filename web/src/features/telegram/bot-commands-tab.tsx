// « Aide »: the guide of the bot's commands — what customers type, and the admin commands (those still to come marked).
import { CUSTOMER_COMMANDS } from '@contracts/telegram';
import { BookOpenIcon, ShieldIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CardContent } from '@/components/ui/card';
import { type TranslationKey, useT } from '@/lib/i18n';
import { TitledCard } from '@/components/titled-card';

/** The customer's commands: the one list the bot's command menu is set from (a command added there shows here). */
const USER_COMMANDS = CUSTOMER_COMMANDS;
const ADMIN_COMMANDS = ['addcredit', 'removecredit', 'broadcast', 'adminstats'] as const;

type Command = (typeof USER_COMMANDS)[number] | (typeof ADMIN_COMMANDS)[number];
const descriptionKey = (command: Command) => `telegram.commands.${command}` as TranslationKey;

export function BotCommandsTab() {
  const t = useT();
  return (
    <TitledCard testId="bot-commands" icon={BookOpenIcon} title={t('telegram.commands.title')} description={t('telegram.commands.description')} className="max-w-3xl gap-4">
      <CardContent className="grid gap-6">
        <CommandGroup icon={<UserIcon className="size-4" />} title={t('telegram.commands.user')}>
          {USER_COMMANDS.map((command) => (
            <CommandRow key={command} command={command} description={t(descriptionKey(command))} />
          ))}
        </CommandGroup>
        <p className="-mt-3 text-sm">
          <Link href="/help-settings" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('telegram.commands.helpLink')} →
          </Link>
        </p>
        <CommandGroup icon={<ShieldIcon className="size-4" />} title={t('telegram.commands.admin')}>
          {ADMIN_COMMANDS.map((command) => (
            <CommandRow key={command} command={command} description={t(descriptionKey(command))} />
          ))}
        </CommandGroup>
      </CardContent>
    </TitledCard>
  );
}

function CommandGroup({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {title}
      </h3>
      <dl className="divide-y rounded-lg border">{children}</dl>
    </section>
  );
}

function CommandRow({ command, description }: { command: Command; description: string }) {
  return (
    <div className="grid gap-1 px-3 py-2.5 sm:grid-cols-[9rem_1fr] sm:gap-4" data-testid="bot-command">
      <dt className="flex items-center gap-2">
        <code className="font-mono text-sm font-medium">/{command}</code>
      </dt>
      <dd className="text-sm">{description}</dd>
    </div>
  );
}

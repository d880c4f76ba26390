// « Configuration »: the bot token (masked, checked by Telegram before it is kept, then the bot starts) and the menu
// options (help and channels buttons, channel links), saved together.
import { SETTING_KEYS, type Setting } from '@contracts/settings';
import { EyeIcon, EyeOffIcon, KeyRoundIcon, LayoutListIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { SaveFooter } from '@/components/save-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';
import { type SettingChange, settingValue, useBotStatus, useConfigureBot, useSaveSettings, useSettings } from './telegram-api';
import { TitledCard } from '@/components/titled-card';
import { QueryView } from '@/components/query-view';

export function BotConfigTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <BotTokenCard />
      <MenuOptionsCard />
    </div>
  );
}

function BotTokenCard() {
  const t = useT();
  const status = useBotStatus();
  const configure = useConfigureBot();
  const [token, setToken] = useState('');
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState(false);
  const inputId = useId();
  const current = status.data?.token;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: checked here first, the server checks the shape again and asks Telegram.
    if (!token.trim()) {
      setMissing(true);
      toast({ variant: 'destructive', title: t('telegram.token.required'), description: t('telegram.token.requiredDescription') });
      return;
    }
    configure.mutate(token.trim(), {
      onSuccess: (saved) => {
        setToken('');
        setShown(false);
        notifySuccess(t('telegram.token.saved'), saved.botUsername ? t('telegram.token.savedDescription', { username: saved.botUsername }) : undefined);
      },
      onError: (error) => notifyError(t('telegram.error.configure'), t('telegram.error.configureFallback'), error),
    });
  };

  return (
    <TitledCard testId="bot-token" icon={KeyRoundIcon} title={t('telegram.token.title')} description={t('telegram.token.description')}>
      <form onSubmit={submit} noValidate className="contents">
        <CardContent className="grid gap-2">
          <Label htmlFor={inputId}>{t('telegram.token.label')}</Label>
          <div className="relative">
            <Input
              id={inputId}
              type={shown ? 'text' : 'password'}
              value={token}
              onChange={(event) => {
                setToken(event.target.value);
                setMissing(false);
              }}
              placeholder={current ?? t('telegram.token.placeholder')}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={missing || undefined}
              className="pr-10 font-mono"
              data-testid="bot-token-input"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute top-0 right-0 text-muted-foreground hover:bg-transparent"
              onClick={() => setShown((value) => !value)}
              aria-label={shown ? t('telegram.token.hide') : t('telegram.token.show')}
              aria-pressed={shown}
              data-testid="bot-token-toggle"
            >
              {shown ? <EyeOffIcon /> : <EyeIcon />}
            </Button>
          </div>
          {missing ? (
            <p className="text-sm text-destructive">{t('telegram.token.required')}</p>
          ) : (
            current && <p className="text-sm text-muted-foreground">{t('telegram.token.current', { token: current })}</p>
          )}
        </CardContent>
        <CardFooter className="justify-end border-t">
          <BusyButton type="submit" busy={configure.isPending} data-testid="bot-token-save">
            {t('telegram.token.save')}
          </BusyButton>
        </CardFooter>
      </form>
    </TitledCard>
  );
}

type MenuOptions = { showHelpButton: boolean; showChannelButton: boolean; mainChannelUrl: string; proofChannelUrl: string };

/** As the bot reads them (src/domain/settings/bot-menu.ts): the help button unless turned off, the channels button only when on. */
function menuOptionsOf(settings: Setting[]): MenuOptions {
  return {
    showHelpButton: settingValue(settings, SETTING_KEYS.showHelpButton) !== 'false',
    showChannelButton: settingValue(settings, SETTING_KEYS.showChannelMenuButton) === 'true',
    mainChannelUrl: settingValue(settings, SETTING_KEYS.mainChannelUrl),
    proofChannelUrl: settingValue(settings, SETTING_KEYS.proofChannelUrl),
  };
}

function changesOf(saved: MenuOptions, edited: MenuOptions): SettingChange[] {
  const changes: SettingChange[] = [];
  if (saved.showHelpButton !== edited.showHelpButton) changes.push({ key: SETTING_KEYS.showHelpButton, value: String(edited.showHelpButton) });
  if (saved.showChannelButton !== edited.showChannelButton)
    changes.push({ key: SETTING_KEYS.showChannelMenuButton, value: String(edited.showChannelButton) });
  if (saved.mainChannelUrl !== edited.mainChannelUrl.trim()) changes.push({ key: SETTING_KEYS.mainChannelUrl, value: edited.mainChannelUrl.trim() });
  if (saved.proofChannelUrl !== edited.proofChannelUrl.trim()) changes.push({ key: SETTING_KEYS.proofChannelUrl, value: edited.proofChannelUrl.trim() });
  return changes;
}

function MenuOptionsCard() {
  const t = useT();
  const settings = useSettings();
  return (
    <TitledCard testId="menu-options" icon={LayoutListIcon} title={t('telegram.menu.title')} description={t('telegram.menu.description')}>
      <QueryView
        query={settings}
        failed={t('telegram.settingsLoadFailed')}
        inCard
        placeholder={
          <CardContent className="grid gap-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-16" />
          </CardContent>
        }
      >
        {(data) => <MenuOptionsEditor saved={menuOptionsOf(data)} />}
      </QueryView>
    </TitledCard>
  );
}

/** The bot menu's buttons an admin shows or hides: the option, its texts (`telegram.menu.<text>` and its hint), its test id. */
const menuButtons = [
  ['showHelpButton', 'helpButton', 'menu-help-button'],
  ['showChannelButton', 'channelsButton', 'menu-channels-button'],
] as const;

function MenuOptionsEditor({ saved }: { saved: MenuOptions }) {
  const t = useT();
  const save = useSaveSettings();
  const [edited, setEdited] = useState<MenuOptions>(saved);
  const changes = changesOf(saved, edited);
  const dirty = changes.length > 0;
  const savedKey = JSON.stringify(saved);

  // Another admin's change (once refetched) shows here, unless this form is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the saved values' content, not the object made each render
  useEffect(() => {
    if (!dirty) setEdited(saved);
  }, [savedKey]);

  const set = <K extends keyof MenuOptions>(name: K, value: MenuOptions[K]) => setEdited((old) => ({ ...old, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(changes, {
      onSuccess: () => {
        setEdited((old) => ({ ...old, mainChannelUrl: old.mainChannelUrl.trim(), proofChannelUrl: old.proofChannelUrl.trim() }));
        notifySuccess(t('telegram.menu.saved'));
      },
      onError: (error) => notifyError(t('common.error'), t('telegram.menu.saveFailed'), error),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="contents">
      <CardContent className="grid gap-4">
        {menuButtons.map(([option, text, testId]) => (
          <SwitchRow
            key={option}
            label={t(`telegram.menu.${text}`)}
            hint={t(`telegram.menu.${text}Hint`)}
            checked={edited[option]}
            onChange={(value) => set(option, value)}
            testId={testId}
          />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextRow label={t('telegram.menu.mainChannel')} value={edited.mainChannelUrl} onChange={(value) => set('mainChannelUrl', value)} testId="main-channel" />
          <TextRow label={t('telegram.menu.proofChannel')} value={edited.proofChannelUrl} onChange={(value) => set('proofChannelUrl', value)} testId="proof-channel" />
        </div>
        <p className="-mt-2 text-sm text-muted-foreground">{t('telegram.menu.channelHint')}</p>
      </CardContent>
      <SaveFooter dirty={dirty} dirtyNote={t('telegram.dirty')} saving={save.isPending} label={t('common.save')} testId="menu-save" />
    </form>
  );
}

function SwitchRow({ label, hint, checked, onChange, testId }: { label: string; hint: ReactNode; checked: boolean; onChange(value: boolean): void; testId: string }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2.5">
      <div className="min-w-0 space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} data-testid={testId} />
    </div>
  );
}

function TextRow({ label, value, onChange, testId }: { label: string; value: string; onChange(value: string): void; testId: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} placeholder="https://t.me/…" spellCheck={false} data-testid={testId} />
    </div>
  );
}

// The reviews' two settings on the "Avis" page: how long after a purchase the buyer is asked, and posting new reviews
// to the proof channel (off by default).
import { SETTING_KEYS } from '@contracts/settings';
import { SettingsIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { TitledCard } from '@/components/titled-card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { settingValue, useSaveSettings, useSettings } from '@/features/telegram/telegram-api';
import { errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

const DEFAULT_DELAY_HOURS = '24';

export function ReviewSettingsCard() {
  const t = useT();
  const settings = useSettings();
  const save = useSaveSettings();
  const storedDelay = settingValue(settings.data, SETTING_KEYS.reviewRequestDelayHours, DEFAULT_DELAY_HOURS);
  const storedPosts = settingValue(settings.data, SETTING_KEYS.reviewProofPostsEnabled, 'false') === 'true';
  const [delay, setDelay] = useState(storedDelay);
  const [posts, setPosts] = useState(storedPosts);
  useEffect(() => setDelay(storedDelay), [storedDelay]);
  useEffect(() => setPosts(storedPosts), [storedPosts]);
  const changed = delay.trim() !== storedDelay || posts !== storedPosts;

  const submit = async () => {
    try {
      await save.mutateAsync([
        { key: SETTING_KEYS.reviewRequestDelayHours, value: delay.trim() },
        { key: SETTING_KEYS.reviewProofPostsEnabled, value: String(posts) },
      ]);
      notifySuccess(t('reviews.settings.saved'));
    } catch (error) {
      notifyError(t('common.error'), errorMessage(error, t('reviews.settings.failed')), error);
    }
  };

  return (
    <TitledCard icon={SettingsIcon} title={t('reviews.settings.title')} description={t('reviews.settings.description')} className="mb-6 gap-4" testId="review-settings">
      <div className="grid gap-4 px-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <div className="space-y-2">
          <Label htmlFor="review-delay">{t('reviews.settings.delay')}</Label>
          <Input id="review-delay" inputMode="numeric" value={delay} onChange={(e) => setDelay(e.target.value)} data-testid="review-delay" />
        </div>
        <div className="flex items-center gap-3 sm:pb-2">
          <Switch id="review-proof-posts" checked={posts} onCheckedChange={setPosts} data-testid="review-proof-posts" />
          <Label htmlFor="review-proof-posts" className="font-normal">
            {t('reviews.settings.proofPosts')}
          </Label>
        </div>
      </div>
      <div className="flex justify-end px-6">
        <BusyButton busy={save.isPending} disabled={!changed} onClick={submit} data-testid="review-settings-save">
          {t('common.save')}
        </BusyButton>
      </div>
    </TitledCard>
  );
}

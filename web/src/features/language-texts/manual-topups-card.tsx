// « Recharges manuelles » (Paramètres → Paiements): the switch, refused by the server without the French instructions,
// and the payment instructions per language that customers get with their request number (decision 0125).
import { HandCoinsIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { LanguageTextEditor } from './language-text-editor';
import { useLanguageTexts, useManualTopUps, useSetManualTopUps } from './language-texts-api';
import { useLanguageTextsTexts } from './language-texts-texts';
import { TitledCard } from '@/components/titled-card';

export function ManualTopUpsCard({ providerActive }: { providerActive: boolean }) {
  const texts = useLanguageTextsTexts();
  const words = texts.manual;
  const manual = useManualTopUps();
  const instructions = useLanguageTexts('manual-topup');
  const change = useSetManualTopUps();
  const switchId = useId();
  const enabled = manual.data?.enabled ?? false;
  const hasFrench = Boolean(instructions.data?.fr);

  const toggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: (saved) => notifySuccess(saved.enabled ? words.enabled : words.disabled),
      onError: (error) => notifyError(texts.saveFailed, error instanceof Error ? error.message : texts.saveFailed, error),
    });

  return (
    <TitledCard
      testId="manual-topups"
      icon={HandCoinsIcon}
      title={
        <>
          {words.title}
          <Badge variant={enabled ? 'success' : 'secondary'} className="ml-1" data-testid="manual-topups-state">
            {enabled ? words.on : words.off}
          </Badge>
        </>
      }
      description={words.description}
    >
      <CardContent className="space-y-5">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={enabled}
            disabled={!manual.data || change.isPending || (!enabled && !hasFrench)}
            onCheckedChange={toggle}
            data-testid="manual-topups-switch"
          />
          <Label htmlFor={switchId}>{words.switchLabel}</Label>
        </div>
        {!hasFrench && instructions.data && (
          <Alert variant="warning" data-testid="manual-topups-need-french">
            <TriangleAlertIcon />
            <AlertDescription>{words.needFrench}</AlertDescription>
          </Alert>
        )}
        {providerActive && enabled && (
          <p className="text-sm text-muted-foreground" data-testid="manual-topups-provider">
            {words.providerActive}
          </p>
        )}
        <div className="space-y-3">
          <h3 className="text-sm font-semibold">{words.instructions}</h3>
          <LanguageTextEditor kind="manual-topup" words={words} testId="manual-instructions" />
        </div>
      </CardContent>
    </TitledCard>
  );
}

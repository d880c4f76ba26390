// "Générer un lot": how many cards, worth how much, until when; then the batch just made, with its CSV and a way to list it alone.
import { giftCardBatchSchema, MAX_GIFT_CARD_BATCH } from '@contracts/gift-cards';
import { MAX_AMOUNT_CENTS } from '@contracts/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon, FilterIcon, GiftIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AmountField } from '@/components/amount-input';
import { TextField } from '@/components/form-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CardHeading } from '@/components/titled-card';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { batchCsvUrl, type GiftCardBatchResult, useGenerateGiftCards } from '@/features/gift-cards/gift-cards-api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { formatEuro, formatNumber } from '@/lib/format';
import { useT } from '@/lib/i18n';

type FormInput = z.input<typeof giftCardBatchSchema>;
type FormOutput = z.output<typeof giftCardBatchSchema>;

/** A day picked in the date input ends at midnight, local time: the card is usable all that day. */
function endOfDay(day: string): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T23:59:59`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function GiftCardBatchCard({ onShowBatch }: { onShowBatch(batchId: string): void }) {
  const t = useT();
  const generate = useGenerateGiftCards();
  const [result, setResult] = useState<GiftCardBatchResult | null>(null);
  // The contract's own schema checks the form (count 1–1000, the amount parser, a future date) before anything is sent.
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(giftCardBatchSchema),
    defaultValues: { count: '10', amount: '', expiresAt: '' },
  });

  const onSubmit = form.handleSubmit(async () => {
    const { count, amount, expiresAt } = form.getValues();
    try {
      // The amount goes as typed: the server reads it with the same parser (SPEC §5).
      const batch = await generate.mutateAsync({ count: Number(count), amount: String(amount), expiresAt: endOfDay(String(expiresAt ?? '')) });
      setResult(batch);
      notifySuccess(t('giftCards.generate.done'), t('giftCards.generate.doneCount', { count: formatNumber(batch.cards.length) }));
      form.reset({ count: String(count), amount: '', expiresAt: '' });
    } catch (error) {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('giftCards.generate.failed'), error);
    }
  });

  return (
    <Card className="mb-6" data-testid="gift-card-generate">
      <CardHeading title={t('giftCards.generate.title')} description={t('giftCards.generate.description')} />
      <CardContent className="grid gap-4">
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-[8rem_minmax(0,14rem)_minmax(0,12rem)_auto] md:items-start">
            <TextField
              name="count"
              label={t('giftCards.generate.count')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GIFT_CARD_BATCH}
              data-testid="gift-count"
            />
            <AmountField control={form.control} name="amount" label={t('giftCards.generate.amount')} positive max={MAX_AMOUNT_CENTS} placeholder="10,00" data-testid="gift-amount" />
            <TextField name="expiresAt" label={t('giftCards.generate.expiresAt')} type="date" description={t('giftCards.generate.expiresHint')} data-testid="gift-expires" />
            <Button type="submit" disabled={generate.isPending} className="md:mt-[1.375rem] md:justify-self-start" data-testid="gift-generate-submit">
              {generate.isPending ? <Spinner /> : <GiftIcon />}
              {t('giftCards.generate.submit')}
            </Button>
          </form>
        </Form>

        {result && (
          <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="gift-batch-result">
            <p className="text-sm">
              <strong className="font-semibold" data-testid="gift-batch-count">
                {t('giftCards.result.count', { count: formatNumber(result.cards.length) })}
              </strong>
              {result.cards[0] && <span className="text-muted-foreground"> · {t('giftCards.result.each', { amount: formatEuro(result.cards[0].amount) })}</span>}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => onShowBatch(result.batchId)} data-testid="gift-batch-show">
                <FilterIcon />
                {t('giftCards.result.show')}
              </Button>
              <Button asChild size="sm">
                <a href={batchCsvUrl(result.batchId)} download data-testid="gift-batch-csv">
                  <DownloadIcon />
                  {t('giftCards.result.csv')}
                </a>
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

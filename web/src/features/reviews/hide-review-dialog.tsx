// Hiding a review (a reason required) or showing it again (a reason optional): the reason goes to the audit log.
import { type AdminReview, REVIEW_REASON_MAX, reviewVisibilitySchema } from '@contracts/reviews';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { TextareaField } from '@/components/form-fields';
import { useReviewVisibility } from '@/features/reviews/reviews-api';
import { notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export function HideReviewDialog({ review, open, onOpenChange }: { review: AdminReview | null; open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const change = useReviewVisibility();
  const hiding = review?.hidden == null;
  const entity = useEntityForm({
    schema: reviewVisibilitySchema,
    values: { hidden: hiding, reason: '' },
    open,
    onOpenChange,
    save: (body) => change.mutateAsync({ id: review?.id ?? 0, ...body }),
    onSaved: () => notifySuccess(hiding ? t('reviews.hide.done') : t('reviews.show.done'), t('reviews.orderLabel', { order: review?.orderId ?? '' })),
    failure: hiding ? t('reviews.hide.failed') : t('reviews.show.failed'),
  });
  return (
    <EntityDialog
      entity={entity}
      icon={hiding ? <EyeOffIcon className="size-5 text-destructive" /> : <EyeIcon className="size-5 text-primary" />}
      title={hiding ? t('reviews.hide.title') : t('reviews.show.title')}
      description={hiding ? t('reviews.hide.description') : t('reviews.show.description')}
      submitLabel={hiding ? t('reviews.hide.action') : t('reviews.show.action')}
      submitVariant={hiding ? 'destructive' : 'default'}
      submitTestId="review-visibility-submit"
      testId="review-visibility-dialog"
    >
      {review?.comment && <blockquote className="border-l-2 pl-3 text-sm break-words text-muted-foreground italic">{review.comment}</blockquote>}
      <TextareaField
        name="reason"
        label={hiding ? t('reviews.hide.reason') : t('reviews.show.reason')}
        rows={3}
        maxLength={REVIEW_REASON_MAX}
        data-testid="review-visibility-reason"
      />
    </EntityDialog>
  );
}

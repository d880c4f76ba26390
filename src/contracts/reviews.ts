// Reviews contract (issue 28): an operator's reviews as the Mini App shows them, and the back office's Avis page.
import { z } from 'zod';
import { idValue } from './ids';
import { pagedQueryFields, pagedResponseSchema } from './paging';

/** An operator's visible reviews: the average (one decimal) and count, per list when several have some, the latest comments (shortened). */
export const operatorReviewsSchema = z.object({
  average: z.number(),
  count: z.number().int(),
  lists: z.array(z.object({ numlistId: z.number().int(), name: z.string(), average: z.number(), count: z.number().int() })),
  latest: z.array(z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })),
});
export type OperatorReviewsView = z.infer<typeof operatorReviewsSchema>;

export const REVIEW_PAGE_SIZES = [20, 50, 100] as const;
const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
/** The most a hiding reason may say. */
export const REVIEW_REASON_MAX = 300;

const ratingFilter = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: 'Note invalide (1 à 5)' }).int('Note invalide (1 à 5)').min(1, 'Note invalide (1 à 5)').max(5, 'Note invalide (1 à 5)'),
);

/** GET /api/reviews: filters (rating, operator, shown or hidden, a text search) and a page. */
export const reviewListQuerySchema = z.object({
  rating: ratingFilter.optional(),
  operator: idValue('Opérateur invalide').optional(),
  visibility: z.enum(REVIEW_VISIBILITIES, { error: 'Filtre invalide (visible ou hidden)' }).optional(),
  ...pagedQueryFields(REVIEW_PAGE_SIZES),
});

const adminReviewSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  telegramId: z.number().int().nullable(),
  telegramUsername: z.string().nullable(),
  operatorName: z.string().nullable(),
  countryFlag: z.string().nullable(),
  countryName: z.string().nullable(),
  numlistName: z.string().nullable(),
  quantity: z.number().int(),
  hidden: z.object({ at: z.string(), reason: z.string().nullable(), by: z.string().nullable() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const reviewPageSchema = pagedResponseSchema(adminReviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** POST /api/reviews/:id/visibility: hide (a reason required) or show again (a reason optional), audited. */
export const reviewVisibilitySchema = z
  .object({
    hidden: z.boolean({ error: 'Précisez si l’avis est masqué (true) ou affiché (false)' }),
    reason: z.string({ error: 'La raison doit être du texte' }).trim().max(REVIEW_REASON_MAX, `${REVIEW_REASON_MAX} caractères au maximum`).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.hidden && !input.reason) ctx.addIssue({ code: 'custom', message: 'Indiquez pourquoi cet avis est masqué', path: ['reason'] });
  });
export type ReviewVisibilityInput = z.input<typeof reviewVisibilitySchema>;

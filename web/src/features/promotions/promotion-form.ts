// The promotion form as typed (flat text fields) and its conversion to the API's body; the server reads amounts and checks the rest.
import type { PromotionItem } from '@contracts/promotions';
import { z } from 'zod';
import type { PromotionBody } from './promotions-api';

export const ANY = 'all';

const count = (message: string) => z.string().trim().regex(/^\d{0,9}$/, message);

/** One line per tier: "quantity : unit price" ("1000 : 0,004"). */
const TIER_LINE = /^\s*(\d{1,9})\s*[:=;]\s*(\d+(?:[.,]\d{1,6})?)\s*€?\s*$/;

export const promotionFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Nom requis').max(100, '100 caractères au plus'),
    description: z.string().max(500, '500 caractères au plus'),
    type: z.enum(['percentage', 'fixed', 'tiers']),
    value: z.string(),
    tiers: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    countryId: z.string(),
    operatorId: z.string(),
    categoryId: z.string(),
    minQuantity: count('Nombre entier'),
    firstPurchaseOnly: z.boolean(),
    code: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z0-9 -]{3,20}$/, '3 à 16 lettres ou chiffres'),
    maxUses: count('Nombre entier'),
    maxUsesPerCustomer: count('Nombre entier'),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'tiers' && v.value.trim() === '') ctx.addIssue({ code: 'custom', path: ['value'], message: 'Valeur requise' });
    if (v.type === 'tiers') {
      const lines = v.tiers.split('\n').filter((l) => l.trim() !== '');
      if (lines.length === 0 || !lines.every((l) => TIER_LINE.test(l))) {
        ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'Une ligne par palier : quantité : prix unitaire (ex. 1000 : 0,004)' });
      }
    }
  });

export type PromotionForm = z.input<typeof promotionFormSchema>;

export const EMPTY_FORM: PromotionForm = {
  name: '',
  description: '',
  type: 'percentage',
  value: '',
  tiers: '',
  startDate: '',
  endDate: '',
  countryId: ANY,
  operatorId: ANY,
  categoryId: ANY,
  minQuantity: '',
  firstPurchaseOnly: false,
  code: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  isActive: true,
};

/** A local day as an ISO instant: the start at 00:00, the end at 23:59:59 (the promotion runs all that day). */
function dayInstant(day: string, end: boolean): string | null {
  if (!day) return null;
  const date = new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as the local day of a date input. */
function localDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const idList = (value: string) => (value && value !== ANY ? [Number(value)] : []);
const optionalNumber = (value: string) => (value.trim() ? Number(value) : null);

export function toBody(v: PromotionForm): PromotionBody {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    type: v.type,
    value: v.type === 'tiers' ? null : v.value.trim(),
    tiers:
      v.type === 'tiers'
        ? v.tiers
            .split('\n')
            .map((l) => TIER_LINE.exec(l))
            .filter((m): m is RegExpExecArray => m !== null)
            .map((m) => ({ fromQuantity: Number(m[1]), unitPrice: m[2] }))
        : [],
    isActive: v.isActive,
    startDate: dayInstant(v.startDate, false),
    endDate: dayInstant(v.endDate, true),
    conditions: {
      countryIds: idList(v.countryId),
      operatorIds: idList(v.operatorId),
      categoryIds: idList(v.categoryId),
      minQuantity: optionalNumber(v.minQuantity ?? ''),
      firstPurchaseOnly: v.firstPurchaseOnly,
    },
    code: v.code?.trim() || null,
    maxUses: optionalNumber(v.maxUses ?? ''),
    maxUsesPerCustomer: optionalNumber(v.maxUsesPerCustomer ?? ''),
  };
}

/** The form of a saved promotion (its first country, operator and category: the page edits one of each). */
export function toForm(p: PromotionItem): PromotionForm {
  const first = (ids: number[]) => (ids[0] ? String(ids[0]) : ANY);
  return {
    name: p.name,
    description: p.description ?? '',
    type: p.type,
    value: p.value ? p.value.replace('.', ',') : '',
    tiers: p.tiers.map((t) => `${t.fromQuantity} : ${t.unitPrice.replace('.', ',')}`).join('\n'),
    startDate: localDay(p.startDate),
    endDate: localDay(p.endDate),
    countryId: first(p.conditions.countryIds),
    operatorId: first(p.conditions.operatorIds),
    categoryId: first(p.conditions.categoryIds),
    minQuantity: p.conditions.minQuantity ? String(p.conditions.minQuantity) : '',
    firstPurchaseOnly: p.conditions.firstPurchaseOnly,
    code: p.code ?? '',
    maxUses: p.maxUses ? String(p.maxUses) : '',
    maxUsesPerCustomer: p.maxUsesPerCustomer ? String(p.maxUsesPerCustomer) : '',
    isActive: p.isActive,
  };
}

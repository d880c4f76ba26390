// The shop's settings (GET/PUT /api/settings/shop): the query, the save, and the form's schema (typed text → cents,
// micro-euros, counts); the texts' own rules (shop name, support contact) are the server's, shown under their fields.
import type { ShopSettings, ShopSettingsInput } from '@contracts/settings';
import { z } from 'zod';
import { amountTextField, amountToApiText, EURO_CENTS, MICRO_EUROS } from '@/components/amount-input';
import { useSaveSettingsView, useSettingsView } from '@/features/settings/settings-view';

const SHOP_SETTINGS_PATH = '/api/settings/shop';

export function useShopSettings() {
  return useSettingsView<ShopSettings>(SHOP_SETTINGS_PATH);
}

export function useSaveShopSettings() {
  // The generic settings list holds the same keys.
  return useSaveSettingsView<ShopSettingsInput, ShopSettings>(SHOP_SETTINGS_PATH, SHOP_SETTINGS_PATH, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: ['/api/settings'] }),
  );
}

/** A whole number typed as text ("1 000" too). */
const integerText = (message: string, min: number) =>
  z.string().transform((text, ctx) => {
    const digits = text.replace(/[\s\u00a0\u202f]/g, '');
    const n = Number(digits);
    if (!/^\d{1,9}$/.test(digits) || n < min) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

/**
 * A percentage typed with at most 2 decimals ("5", "2,5", "12.75"), between 0 and 100 → basis points (500, 250, 1275),
 * read exactly from its digits (no float).
 */
const percentText = (message: string) =>
  z.string().transform((text, ctx) => {
    const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0\u202f%]/g, ''));
    const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
    if (!(basisPoints >= 0 && basisPoints <= 10_000)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return basisPoints;
  });

/** Basis points as the form shows them: 500 → "5", 250 → "2,5", 1275 → "12,75". */
function basisPointsText(basisPoints: number): string {
  const cents = basisPoints % 100;
  return cents === 0 ? String(basisPoints / 100) : `${Math.floor(basisPoints / 100)},${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export const shopSettingsFormSchema = z.object({
  shopName: z.string(),
  supportContact: z.string(),
  unitPriceMicros: amountTextField({ decimals: MICRO_EUROS, positive: true, max: 999_999_999 }),
  minimumQuantity: integerText('Saisissez un nombre entier supérieur à 0', 1),
  minimumDepositCents: amountTextField({ decimals: EURO_CENTS, positive: true, max: 100_000_000 }),
  maximumDepositCents: amountTextField({ decimals: EURO_CENTS, positive: true, max: 100_000_000 }),
  lowStockThreshold: integerText('Saisissez un nombre entier (0 ou plus)', 0),
  creditConfirmationThresholdCents: amountTextField({ decimals: EURO_CENTS, positive: true, max: 100_000_000 }),
  referralShareBasisPoints: percentText('Saisissez un pourcentage entre 0 et 100 (2 décimales au plus)'),
  supportAutoCloseDays: integerText('Saisissez un nombre de jours entre 1 et 365', 1),
});
export type ShopSettingsForm = z.input<typeof shopSettingsFormSchema>;

/** The saved settings as the form shows them: "0,006", "6,00", "100". */
export function shopSettingsFormValues(settings: ShopSettings): ShopSettingsForm {
  const comma = (text: string) => text.replace('.', ',');
  return {
    shopName: settings.shopName,
    supportContact: settings.supportContact,
    unitPriceMicros: comma(amountToApiText(settings.unitPriceMicros, MICRO_EUROS)),
    minimumQuantity: String(settings.minimumQuantity),
    minimumDepositCents: comma(amountToApiText(settings.minimumDepositCents)),
    maximumDepositCents: comma(amountToApiText(settings.maximumDepositCents)),
    lowStockThreshold: String(settings.lowStockThreshold),
    creditConfirmationThresholdCents: comma(amountToApiText(settings.creditConfirmationThresholdCents)),
    referralShareBasisPoints: basisPointsText(settings.referralShareBasisPoints),
    supportAutoCloseDays: String(settings.supportAutoCloseDays),
  };
}

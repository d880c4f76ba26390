// Settings contract: the key/value settings, the help message, and the display orders, shared with the back office.
import { z } from 'zod';

export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingKey = z
  .string({ error: 'La clé est requise' })
  .trim()
  .min(1, 'La clé est requise')
  .max(100, '100 caractères au maximum')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Clé invalide : lettres, chiffres et _ uniquement');

export const settingUpsertSchema = z.object({
  key: settingKey,
  value: z.string({ error: 'La valeur doit être du texte' }).max(10_000, '10 000 caractères au maximum'),
  description: z.string().trim().max(500, '500 caractères au maximum').optional(),
});
export type SettingUpsert = z.infer<typeof settingUpsertSchema>;

export const helpMessageSchema = z.object({
  value: z.string({ error: 'Message requis' }).trim().min(1, 'Message requis').max(4096, '4 096 caractères au maximum (limite Telegram)'),
});

/**
 * A display order: `continents_order` (continent names), `countries_order_{continent}` (country ids),
 * `operators_order_{countryId}` (operator ids). Values not (or no longer) in the catalogue are dropped;
 * entries missing from the list are shown after it, newest last.
 */
export const orderUpdateSchema = z.object({
  key: settingKey,
  value: z.array(z.union([z.string(), z.number()]), { error: 'La valeur doit être une liste' }).max(10_000),
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderResultSchema = z.object({ key: z.string(), value: z.array(z.union([z.string(), z.number()])) });

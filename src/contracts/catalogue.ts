// Catalogue contract (categories, countries, operators, continents), shared by the server and the back office.
import { z } from 'zod';
import { idValue } from './ids';

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${max} caractères au maximum`);

const isActive = z.boolean({ error: 'Le statut doit être vrai ou faux' });

/**
 * The create form of one kind of entry (its fields, active unless said otherwise, with the given defaults) and its edit
 * form (any subset of the fields and no defaults, so that an edit changes only what it sends).
 */
function entryForms<Fields extends z.ZodRawShape, Defaults extends z.ZodRawShape>(fields: Fields, defaults: Defaults) {
  const form = z.object(fields);
  return { create: form.extend({ isActive: isActive.default(true), ...defaults }), update: form.partial() };
}

/** What every catalogue entry shows, whatever its kind. */
const entryBase = { id: z.number().int(), name: z.string(), isActive: z.boolean(), createdAt: z.string() };

// ─── Categories ────────────────────────────────────────────────────────────────

export const categoryTypes = ['special', 'multicheck'] as const;
/** The back office's icon choices (SMS, Database, Phone, Tags); any other short text or emoji is accepted too. */
export const categoryIcons = ['sms', 'database', 'phone', 'tags'] as const;

const categoryFields = {
  name: requiredText('Le nom est requis', 100),
  description: requiredText('La description est requise', 500),
  icon: requiredText("L'icône est requise", 50),
  type: z.enum(categoryTypes, { error: 'Le type doit être special ou multicheck' }),
  isActive,
};
export const { create: categoryCreateSchema, update: categoryUpdateSchema } = entryForms(categoryFields, {
  type: categoryFields.type.default('special'),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categorySchema = z.object({ ...entryBase, description: z.string(), icon: z.string(), type: z.string() });
export type Category = z.infer<typeof categorySchema>;

// ─── Countries ─────────────────────────────────────────────────────────────────

export const continentName = requiredText('Le continent est requis', 50);

const countryFields = {
  name: requiredText('Le nom est requis', 100),
  code: z
    .string({ error: 'Le code ISO est requis' })
    .trim()
    .min(1, 'Le code ISO est requis')
    .regex(/^[A-Za-z]{2}$/, 'Le code ISO doit comporter 2 lettres (ex. FR)')
    .transform((v) => v.toUpperCase()),
  flag: requiredText('Le drapeau est requis', 16),
  continent: continentName,
  isActive,
};
export const { create: countryCreateSchema, update: countryUpdateSchema } = entryForms(countryFields, {
  continent: countryFields.continent.default('europe'),
});
export type CountryCreate = z.infer<typeof countryCreateSchema>;
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;

export const countrySchema = z.object({
  ...entryBase,
  code: z.string(),
  flag: z.string(),
  continent: z.string(),
  /** Operators of the country, and numbers for sale in its active numlists. */
  operatorCount: z.number().int(),
  availableNumbers: z.number().int(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesQuerySchema = z.object({ continent: z.string().trim().min(1).optional() });

// ─── Operators ─────────────────────────────────────────────────────────────────

const operatorFields = {
  name: requiredText('Le nom est requis', 100),
  countryId: idValue('Le pays est requis'),
  isActive,
};
export const { create: operatorCreateSchema, update: operatorUpdateSchema } = entryForms(operatorFields, {});
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;
export type OperatorUpdate = z.infer<typeof operatorUpdateSchema>;

export const operatorSchema = z.object({
  ...entryBase,
  countryId: z.number().int().nullable(),
  /** Null when the operator has no country: the back office shows 'Inconnu'. */
  countryName: z.string().nullable(),
  countryFlag: z.string().nullable(),
  availableNumbers: z.number().int(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorsQuerySchema = z.object({ countryId: idValue('Pays invalide').optional() });

// ─── Continents ────────────────────────────────────────────────────────────────

export const continentSchema = z.object({
  name: z.string(),
  countryCount: z.number().int(),
  activeCountryCount: z.number().int(),
  availableNumbers: z.number().int(),
});
export type Continent = z.infer<typeof continentSchema>;

/** SPEC §5: add continent needs the continent name, and the first country's name, code and flag. */
export const continentCreateSchema = z.object({
  name: continentName,
  country: z.object(
    {
      name: countryFields.name,
      code: countryFields.code,
      flag: countryFields.flag,
      isActive: isActive.default(true),
    },
    { error: 'Le premier pays du continent est requis' },
  ),
});
export type ContinentCreate = z.infer<typeof continentCreateSchema>;

export const continentRenameSchema = z.object({
  from: requiredText("L'ancien nom est requis", 50),
  to: requiredText('Le nouveau nom est requis', 50),
});
export type ContinentRename = z.infer<typeof continentRenameSchema>;

export const continentDeleteSchema = z.object({ continent: continentName });

/** POST /api/continents: the continent and the first country filed under it. */
export const continentCreatedSchema = z.object({ continent: z.string(), country: countrySchema });
/** POST /api/countries/bulk-update-continent. */
export const continentRenamedSchema = z.object({ success: z.literal(true), continent: z.string(), updatedCountries: z.number().int() });

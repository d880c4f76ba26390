// French texts of the catalogue, stock (numlists, uploads, suppressions) and settings codes.
import type { ErrorData } from '../../domain/errors';
import { formatEuros } from '../../domain/wallet/money';
import type { CATALOGUE_STOCK_ERROR_CODES } from '../../domain/error-codes';
import { type ErrorTexts, fixedText } from './types';

/** A size in Mo (or Ko under one Mo), as the limit is said to an admin. */
const sizeText = (bytes: unknown) => {
  const n = Number(bytes);
  return n >= 1024 * 1024 ? `${Math.floor(n / (1024 * 1024))} Mo` : `${Math.floor(n / 1024)} Ko`;
};

const text = (value: unknown) => String(value ?? '');

/** How a sentence names the catalogue entry it is about ("Impossible de supprimer cette catégorie"). */
const thisEntry: Record<string, string> = { category: 'cette catégorie', country: 'ce pays', operator: 'cet opérateur' };

/** The bulk operation holding a numlist, as the sentence names it. */
const LIST_OPERATION: Record<string, string> = {
  shuffle: 'Un mélange',
  clear: 'Un vidage',
  'remove-duplicates': 'Une suppression des doublons',
  create: 'L’import de ses premiers numéros',
};

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** What still uses a catalogue entry, as counted by the domain: "1 opérateur, 2 numlists". */
function referencesOf(d: ErrorData): string[] {
  const parts: string[] = [];
  const add = (key: string, one: string, many: string) => {
    const n = Number(d[key] ?? 0);
    if (n) parts.push(plural(n, one, many));
  };
  add('operators', 'opérateur', 'opérateurs');
  add('numlists', 'numlist', 'numlists');
  add('products', 'produit', 'produits');
  add('sales', 'vente', 'ventes');
  return parts;
}

/** A duplicate name, in the words of each kind of entry. */
const duplicateName: Record<string, { message: (name: string) => string; field: string }> = {
  category: { message: (name) => `Une catégorie nommée « ${name} » existe déjà`, field: 'Ce nom est déjà utilisé' },
  country: { message: (name) => `Un pays nommé « ${name} » existe déjà`, field: 'Ce nom est déjà utilisé' },
  operator: { message: (name) => `L'opérateur « ${name} » existe déjà pour ce pays`, field: 'Ce nom est déjà utilisé dans ce pays' },
};
const duplicateNameOf = (d: ErrorData) =>
  duplicateName[text(d.entity)] ?? { message: (name: string) => `« ${name} » existe déjà`, field: 'Ce nom est déjà utilisé' };

/** The form field naming each kind of reference, and its message when the record does not exist. */
const referenceFields: Array<{ entity: string; field: string; missing: string }> = [
  { entity: 'country', field: 'countryId', missing: 'Pays introuvable' },
  { entity: 'category', field: 'categoryId', missing: 'Catégorie introuvable' },
  { entity: 'operator', field: 'operatorId', missing: 'Opérateur introuvable' },
];
const OPERATOR_NOT_IN_COUNTRY = "Cet opérateur n'appartient pas au pays choisi";

function referenceProblems(d: ErrorData): Record<string, string> {
  const missing = new Set((d.missing as string[] | undefined) ?? []);
  const fields: Record<string, string> = {};
  for (const r of referenceFields) if (missing.has(r.entity)) fields[r.field] = r.missing;
  if (d.operatorNotInCountry && !fields.operatorId) fields.operatorId = OPERATOR_NOT_IN_COUNTRY;
  return fields;
}

const UNREADABLE_UPLOAD: Record<string, string> = {
  'no-boundary': "Envoi de fichier illisible : l'en-tête multipart/form-data n'indique pas de délimiteur (boundary)",
  unreadable: 'Envoi de fichier illisible : le formulaire est incomplet ou mal formé (fichier tronqué ?). Renvoyez le fichier.',
};

export const catalogueStockErrorTexts = {
  // ─── Catalogue ───────────────────────────────────────────────────────────────
  DUPLICATE_NAME: {
    status: 409,
    message: (d) => duplicateNameOf(d).message(text(d.name)),
    fields: (d) => ({ name: duplicateNameOf(d).field }),
  },
  DUPLICATE_ISO_CODE: {
    status: 409,
    message: (d) => `Le code ISO ${text(d.code)} est déjà utilisé par ${text(d.usedBy)}`,
    fields: () => ({ code: 'Ce code est déjà utilisé' }),
  },
  UNKNOWN_ISO_CODE: {
    status: 400,
    message: (d) => `Code ISO inconnu : ${text(d.code)}`,
    fields: () => ({ code: 'Code ISO 3166 inconnu (ex. FR, GB, US)' }),
  },
  COUNTRY_EXISTS: fixedText(409, 'Un pays avec ce nom ou ce code existe déjà'),
  DUPLICATE_PACK: {
    status: 409,
    message: (d) =>
      d.categoryId == null
        ? `Cet opérateur a déjà un pack de ${Number(d.quantity)} numéros pour toutes les catégories`
        : `Cet opérateur a déjà un pack de ${Number(d.quantity)} numéros dans cette catégorie`,
    fields: () => ({ quantity: 'Un pack de cette quantité existe déjà' }),
  },
  CONTINENT_EXISTS: {
    status: 409,
    message: (d) => `Le continent « ${text(d.name)} » existe déjà`,
    fields: () => ({ name: 'Ce continent existe déjà' }),
  },
  CONTINENT_MERGE_REFUSED: {
    status: 409,
    message: (d) => `Le continent « ${text(d.to)} » existe déjà : déplacez ses pays un par un pour fusionner`,
    fields: () => ({ to: 'Ce continent existe déjà' }),
  },
  CONTINENT_NOT_EMPTY: {
    status: 409,
    message: (d) => `Impossible de supprimer un continent qui contient des pays (${Number(d.countries)} pays dans « ${text(d.name)} »)`,
    details: (d) => ({ countries: d.countries }),
  },
  OPERATOR_COUNTRY_LOCKED: fixedText(409, "Impossible de changer le pays de cet opérateur : des numlists l'utilisent", { countryId: 'Des numlists utilisent cet opérateur' }),
  CATALOGUE_ENTRY_IN_USE: {
    status: 409,
    message: (d) => {
      const parts = referencesOf(d);
      const what = thisEntry[text(d.entity)] ?? 'cet élément';
      return `Impossible de supprimer ${what} : des données y sont encore rattachées${parts.length ? ` (${parts.join(', ')})` : ''}`;
    },
    details: (d) =>
      d.numlists === undefined ? undefined : { operators: d.operators, numlists: d.numlists, products: d.products, sales: d.sales },
  },
  INVALID_REFERENCES: {
    status: 400,
    message: (d) => Object.values(referenceProblems(d))[0] ?? 'Référence invalide',
    fields: referenceProblems,
  },
  UNKNOWN_ORDER_KEY: fixedText(400, "Clé d'ordre inconnue : continents_order, countries_order_{continent} ou operators_order_{idPays}", { key: "Clé d'ordre inconnue" }),

  // ─── Stock ───────────────────────────────────────────────────────────────────
  NOTHING_TO_IMPORT: {
    status: 400,
    message: () => 'Aucun numéro à ajouter',
    details: (d) => (d.report ? { report: d.report } : undefined),
  },
  NO_VALID_NUMBER: {
    status: 400,
    message: () => 'Aucun numéro valide',
    fields: () => ({ numbers: 'Aucun numéro valide' }),
    details: (d) => (d.result ? { result: d.result } : undefined),
  },
  INVALID_PHONE_NUMBER: fixedText(400, 'Numéro invalide : écrivez-le au format international (+33…) ou précisez le pays', { number: 'Numéro invalide' }),
  NOT_SUPPRESSED: fixedText(404, "Ce numéro n'est pas dans la liste d'opposition"),
  UNSUPPORTED_FILE_TYPE: fixedText(400, 'Format de fichier non pris en charge : .txt (un numéro par ligne) ou .csv (première colonne)', { file: 'Fichier .txt ou .csv attendu' }),
  FILE_FIELD_EXPECTED: fixedText(400, 'Le fichier doit être envoyé dans le champ « file »', { file: 'Champ « file » attendu' }),
  UPLOAD_TOO_LARGE: {
    status: 413,
    message: (d) => `Fichier trop volumineux : ${sizeText(d.limitBytes)} au plus`,
    fields: (d) => ({ file: `${sizeText(d.limitBytes)} au plus` }),
  },
  MALFORMED_UPLOAD: {
    status: 400,
    message: (d) => UNREADABLE_UPLOAD[text(d.reason)] ?? UNREADABLE_UPLOAD.unreadable,
    fields: () => ({ file: 'Envoi illisible : renvoyez le fichier' }),
  },

  STOCK_OPERATION_RUNNING: {
    status: 409,
    message: (d) => `${LIST_OPERATION[text(d.operation)] ?? 'Une autre opération'} est en cours sur cette numlist : réessayez quand elle sera terminée`,
  },
  STOCK_BUSY: fixedText(409, 'Le stock est occupé (une sauvegarde ou une autre opération en cours) : réessayez dans un instant'),

  // ─── Settings ────────────────────────────────────────────────────────────────
  SETTING_RESERVED: fixedText(400, 'Ce réglage se modifie depuis sa page dédiée', { key: 'Clé réservée' }),
  MANUAL_TOPUP_INSTRUCTIONS_REQUIRED: fixedText(409, 'Écrivez d\'abord les instructions de paiement en français : sans elles, le client ne saurait pas comment payer', {
    value: 'Instructions en français requises tant que les recharges manuelles sont activées',
  }),
  DEPOSIT_LIMITS_CROSSED: {
    status: 400,
    message: (d) => `Le dépôt maximum (${formatEuros(Number(d.maximumCents))} €) doit être au moins le dépôt minimum (${formatEuros(Number(d.minimumCents))} €)`,
    fields: (d) => ({ maximumDepositCents: `Au moins le dépôt minimum (${formatEuros(Number(d.minimumCents))} €)` }),
  },
} satisfies ErrorTexts<(typeof CATALOGUE_STOCK_ERROR_CODES)[number]>;

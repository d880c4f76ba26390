// The texts of the « Boutique » settings, in the back office's languages (kept with the feature).
import { useLanguage } from '@/lib/i18n';

const fr = {
  pageDescription: "Les réglages de la boutique, et l'ordre d'affichage des continents, des pays et des opérateurs.",
  shopSection: 'Boutique',
  shopDescription: 'Ce que le bot montre aux clients et les règles de vente, de dépôt et de stock.',
  ordersSection: "Ordre d'affichage",
  ordersDescription: "L'ordre des continents, des pays et des opérateurs dans le bot et le back-office.",
  identity: 'Identité',
  sales: 'Ventes et stock',
  wallet: 'Portefeuille',
  shopName: 'Nom de la boutique',
  shopNameHint: 'Affiché par le bot et le Mini App.',
  supportContact: 'Contact support',
  supportContactHint: '@utilisateur ou lien https://t.me/… ; vide : aucun contact affiché.',
  unitPrice: 'Prix unitaire par numéro',
  unitPriceHint: "Jusqu'à 6 décimales, ex. 0,006. Une liste peut avoir son propre prix.",
  minimumQuantity: 'Quantité minimale par commande',
  minimumQuantityHint: 'Nombre de numéros.',
  lowStock: 'Seuil de stock bas',
  lowStockHint: 'Une liste sous ce nombre de numéros est signalée (Mini App et bot, à venir).',
  minimumDeposit: 'Dépôt minimum',
  minimumDepositHint: 'Le plus petit dépôt crypto accepté.',
  threshold: 'Seuil de confirmation crédit/débit',
  thresholdHint: 'Au-delà, le crédit ou le débit manuel demande une confirmation.',
  save: 'Enregistrer',
  saved: 'Paramètres de la boutique enregistrés',
  unchanged: 'Aucune modification',
  saveFailed: "Impossible d'enregistrer les paramètres",
  loadFailed: 'Impossible de charger les paramètres',
  dirty: 'Modifications non enregistrées.',
} as const;

const en: Record<keyof typeof fr, string> = {
  pageDescription: 'The shop settings, and the display order of continents, countries and operators.',
  shopSection: 'Shop',
  shopDescription: 'What the bot shows customers, and the sale, deposit and stock rules.',
  ordersSection: 'Display order',
  ordersDescription: 'The order of continents, countries and operators in the bot and the back office.',
  identity: 'Identity',
  sales: 'Sales and stock',
  wallet: 'Wallet',
  shopName: 'Shop name',
  shopNameHint: 'Shown by the bot and the Mini App.',
  supportContact: 'Support contact',
  supportContactHint: '@username or https://t.me/… link; empty: no contact shown.',
  unitPrice: 'Unit price per number',
  unitPriceHint: 'Up to 6 decimals, e.g. 0.006. A list may have its own price.',
  minimumQuantity: 'Minimum quantity per order',
  minimumQuantityHint: 'Count of numbers.',
  lowStock: 'Low-stock threshold',
  lowStockHint: 'A list under this many numbers is flagged (Mini App and bot, to come).',
  minimumDeposit: 'Minimum deposit',
  minimumDepositHint: 'The smallest crypto deposit accepted.',
  threshold: 'Credit/debit confirmation threshold',
  thresholdHint: 'Above it, a manual credit or debit asks for confirmation.',
  save: 'Save',
  saved: 'Shop settings saved',
  unchanged: 'No changes',
  saveFailed: 'Could not save the settings',
  loadFailed: 'Could not load the settings',
  dirty: 'Unsaved changes.',
};

export function useShopTexts(): typeof fr {
  const { language } = useLanguage();
  return (language === 'en' ? en : fr) as typeof fr;
}

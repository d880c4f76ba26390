// The texts of the « Paiements » settings, in the back office's languages (kept with the feature).
import type { PaymentProviderKey } from '@contracts/payments';
import { useLanguage } from '@/lib/i18n';

const fr = {
  section: 'Paiements',
  description:
    'Les prestataires des recharges en crypto-monnaie. BTCPay Server est utilisé quand il est configuré, sinon NOWPayments ; sans aucun des deux, les recharges manuelles ci-dessous, si vous les activez : une demande attend la validation d’un administrateur dans Dépôts.',
  providers: { btcpay: 'BTCPay Server', nowpayments: 'NOWPayments' } satisfies Record<PaymentProviderKey, string>,
  providerHints: {
    btcpay: 'Votre serveur BTCPay (API Greenfield) : une facture en euros par recharge, payable avec les moyens de paiement de la boutique.',
    nowpayments: 'Un paiement par recharge dans la crypto-monnaie choisie par le client.',
  } satisfies Record<PaymentProviderKey, string>,
  active: 'Utilisé pour les recharges',
  configured: 'Configuré',
  notConfigured: 'Non configuré',
  fields: {
    url: 'Adresse du serveur',
    storeId: 'ID de la boutique',
    apiKey: 'Clé API',
    webhookSecret: 'Secret du webhook',
    apiUrl: "Adresse de l'API",
    ipnSecret: 'Secret IPN',
  } as Record<string, string>,
  /** By provider and field: two providers' API keys are not made in the same place. */
  fieldHints: {
    'btcpay.url': 'La racine du serveur, ex. https://btcpay.example.com (/api/v1/… est ajouté).',
    'btcpay.storeId': 'Dans BTCPay : Paramètres de la boutique → Général.',
    'btcpay.apiKey': 'Dans BTCPay : Compte → Clés API ; permissions : voir et créer des factures, voir la boutique.',
    'btcpay.webhookSecret': 'Le secret du webhook créé dans BTCPay pour l’adresse ci-dessous.',
    'nowpayments.apiUrl': 'Par défaut l’API publique ; un autre serveur compatible sinon.',
    'nowpayments.apiKey': 'Dans NOWPayments : Paramètres → Paiements → Clés API.',
    'nowpayments.ipnSecret': 'Dans NOWPayments : Paramètres → Paiements → Secret IPN.',
  } as Record<string, string>,
  sources: { saved: 'Enregistré ici', env: "Depuis l'environnement", default: 'Valeur par défaut', none: 'Non renseigné' },
  secretPlaceholder: 'Laissez vide pour garder la valeur actuelle.',
  secretMissing: 'Non renseigné',
  clear: 'Effacer',
  clearTitle: 'Effacer cette valeur ?',
  clearDescription: 'Le prestataire ne pourra plus être utilisé tant qu’elle manque.',
  webhook: 'Adresse du webhook',
  webhookHint: 'À déclarer chez le prestataire : il y envoie chaque changement de paiement.',
  webhookNoPublicUrl: "Préfixez l'adresse publique de la boutique (PUBLIC_URL n'est pas défini).",
  copy: 'Copier',
  copied: 'Adresse copiée',
  test: 'Tester la connexion',
  testOk: 'Connexion réussie',
  testMethods: 'Moyens de paiement proposés : {methods}',
  testNoMethods: 'Aucun moyen de paiement activé.',
  testFailed: 'Le prestataire a refusé ou ne répond pas',
  save: 'Enregistrer',
  saved: 'Paramètres de paiement enregistrés',
  saveFailed: "Impossible d'enregistrer les paramètres de paiement",
  loadFailed: 'Impossible de charger les paramètres de paiement',
  dirty: 'Modifications non enregistrées.',
};

const en: typeof fr = {
  section: 'Payments',
  description:
    'The providers of cryptocurrency top-ups. BTCPay Server is used when configured, else NOWPayments; with neither, a top-up waits for an admin in Deposits.',
  providers: { btcpay: 'BTCPay Server', nowpayments: 'NOWPayments' },
  providerHints: {
    btcpay: 'Your BTCPay server (Greenfield API): a euro invoice per top-up, payable with the store’s payment methods.',
    nowpayments: 'A payment per top-up in the cryptocurrency the customer chose.',
  },
  active: 'Used for top-ups',
  configured: 'Configured',
  notConfigured: 'Not configured',
  fields: { url: 'Server address', storeId: 'Store ID', apiKey: 'API key', webhookSecret: 'Webhook secret', apiUrl: 'API address', ipnSecret: 'IPN secret' },
  fieldHints: {
    'btcpay.url': 'The server’s root, e.g. https://btcpay.example.com (/api/v1/… is appended).',
    'btcpay.storeId': 'In BTCPay: Store settings → General.',
    'btcpay.apiKey': 'In BTCPay: Account → API keys; permissions: view and create invoices, view the store.',
    'btcpay.webhookSecret': 'The secret of the webhook made in BTCPay for the address below.',
    'nowpayments.apiUrl': 'The public API by default; another compatible server otherwise.',
    'nowpayments.apiKey': 'In NOWPayments: Settings → Payments → API keys.',
    'nowpayments.ipnSecret': 'In NOWPayments: Settings → Payments → IPN secret.',
  },
  sources: { saved: 'Saved here', env: 'From the environment', default: 'Default', none: 'Not set' },
  secretPlaceholder: 'Leave empty to keep the current value.',
  secretMissing: 'Not set',
  clear: 'Clear',
  clearTitle: 'Clear this value?',
  clearDescription: 'The provider cannot be used while it is missing.',
  webhook: 'Webhook address',
  webhookHint: 'To declare at the provider: it sends every payment change there.',
  webhookNoPublicUrl: 'Prefix the shop’s public address (PUBLIC_URL is not set).',
  copy: 'Copy',
  copied: 'Address copied',
  test: 'Test the connection',
  testOk: 'Connection works',
  testMethods: 'Payment methods offered: {methods}',
  testNoMethods: 'No payment method enabled.',
  testFailed: 'The provider refused or does not answer',
  save: 'Save',
  saved: 'Payment settings saved',
  saveFailed: 'Could not save the payment settings',
  loadFailed: 'Could not load the payment settings',
  dirty: 'Unsaved changes.',
};

export function usePaymentTexts(): typeof fr {
  const { language } = useLanguage();
  return language === 'en' ? en : fr;
}

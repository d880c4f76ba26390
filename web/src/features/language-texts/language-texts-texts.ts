// The texts of the per-language editors (welcome, manual top-up instructions), the manual top-up switch and the setup
// checklist, in the back office's languages (kept with the feature).
import type { SetupStep } from '@contracts/dashboard';
import { useLanguage } from '@/lib/i18n';

const fr = {
  ownText: 'Texte propre',
  unsaved: 'Non enregistré',
  message: 'Message · {language}',
  save: 'Enregistrer',
  remove: 'Supprimer ce texte',
  discard: 'Annuler les modifications',
  saved: 'Texte enregistré',
  removed: 'Texte supprimé',
  savedDescription: 'Langue : {language}',
  saveFailed: "Impossible d'enregistrer le texte",
  loadFailed: 'Impossible de charger les textes',
  tooLong: '4 096 caractères au maximum (limite Telegram)',
  htmlNote: 'Mise en forme Telegram (HTML) : <b>gras</b>, <i>italique</i>, <code>code</code>, <a href="https://…">lien</a>.',
  count: '{count} / 4 096',
  welcome: {
    title: "Message d'accueil",
    description: 'Envoyé avec le menu principal, à /start et à chaque retour au menu, dans la langue du client.',
    notice: "Une langue sans texte propre affiche l'accueil intégré du bot, traduit dans la langue du client, avec les prix des paramètres.",
    fallback: 'Accueil intégré',
    placeholder: "Vide : les clients de cette langue voient l'accueil intégré du bot.",
    clearHint: "Supprimez le texte pour revenir à l'accueil intégré.",
  },
  terms: {
    title: 'Conditions de la boutique',
    description: 'Affichées par /terms, dans la langue du client : ce que la boutique vend, les remboursements, le support.',
    notice: 'Une langue sans texte propre affiche les conditions en français ; sans texte français, le bot dit que la boutique n’en a pas encore publié.',
    fallback: 'Utilise le français',
    frenchFallback: 'Aucune',
    placeholder: 'Ex. : Les numéros livrés ne sont pas repris. Un dépôt en Stars est remboursable tant que le solde le couvre (/paysupport).',
    clearHint: 'Supprimez le texte pour revenir aux conditions en français.',
  },
  manual: {
    title: 'Recharges manuelles',
    description:
      "Sans prestataire de paiement, un client peut demander une recharge qu'un administrateur valide dans Dépôts. Il reçoit ces instructions avec le numéro de sa demande, à indiquer avec son paiement.",
    switchLabel: 'Accepter les recharges manuelles',
    on: 'Activées',
    off: 'Désactivées',
    needFrench: "Écrivez d'abord les instructions en français : elles sont requises pour activer les recharges manuelles.",
    providerActive: 'Un prestataire de paiement est configuré : les clients paient par lui, les recharges manuelles ne sont pas proposées.',
    instructions: 'Instructions de paiement',
    notice: 'Une langue sans instructions propres affiche les instructions en français.',
    fallback: 'Utilise le français',
    frenchFallback: 'Requis',
    placeholder: 'Ex. : Virement sur IBAN FR76 …, référence : le numéro de votre demande.',
    clearHint: 'Supprimez le texte pour revenir aux instructions en français.',
    enabled: 'Recharges manuelles activées',
    disabled: 'Recharges manuelles désactivées',
  },
  setup: {
    title: 'Mise en route de la boutique',
    description: 'Ce qu’il reste à faire pour que vos clients puissent acheter et payer.',
    done: 'Fait',
    todo: 'À faire',
    steps: {
      botToken: { label: 'Jeton du bot Telegram', hint: 'Bot Telegram → Configuration', to: '/telegram' },
      supportContact: { label: 'Contact du support', hint: 'Paramètres → Boutique', to: '/settings' },
      paymentMethod: { label: 'Un moyen de paiement', hint: 'Paramètres → Paiements : un prestataire, ou les recharges manuelles', to: '/settings' },
      paymentInstructions: { label: 'Instructions de paiement des recharges manuelles', hint: 'Paramètres → Paiements → Recharges manuelles', to: '/settings' },
    } satisfies Record<SetupStep, { label: string; hint: string; to: string }>,
  },
};

const en: typeof fr = {
  ownText: 'Own text',
  unsaved: 'Unsaved',
  message: 'Message · {language}',
  save: 'Save',
  remove: 'Remove this text',
  discard: 'Discard changes',
  saved: 'Text saved',
  removed: 'Text removed',
  savedDescription: 'Language: {language}',
  saveFailed: 'Could not save the text',
  loadFailed: 'Could not load the texts',
  tooLong: '4,096 characters at most (Telegram limit)',
  htmlNote: 'Telegram formatting (HTML): <b>bold</b>, <i>italic</i>, <code>code</code>, <a href="https://…">link</a>.',
  count: '{count} / 4,096',
  welcome: {
    title: 'Welcome message',
    description: 'Sent with the main menu, on /start and on every return to the menu, in the customer’s language.',
    notice: 'A language without its own text shows the bot’s built-in welcome, translated into the customer’s language, with the prices of the settings.',
    fallback: 'Built-in welcome',
    placeholder: 'Empty: customers of this language see the bot’s built-in welcome.',
    clearHint: 'Remove the text to go back to the built-in welcome.',
  },
  terms: {
    title: 'Shop terms',
    description: 'Shown by /terms, in the customer’s language: what the shop sells, refunds, support.',
    notice: 'A language without its own text shows the French terms; without a French text, the bot says the shop has not published any yet.',
    fallback: 'Uses French',
    frenchFallback: 'None',
    placeholder: 'E.g.: Delivered numbers are not taken back. A Stars deposit can be refunded while the balance covers it (/paysupport).',
    clearHint: 'Remove the text to go back to the French terms.',
  },
  manual: {
    title: 'Manual top-ups',
    description:
      'Without a payment provider, a customer may ask for a top-up that an admin approves under Deposits. They get these instructions with their request number, to quote with their payment.',
    switchLabel: 'Accept manual top-ups',
    on: 'On',
    off: 'Off',
    needFrench: 'Write the French instructions first: they are required to turn manual top-ups on.',
    providerActive: 'A payment provider is configured: customers pay through it, manual top-ups are not offered.',
    instructions: 'Payment instructions',
    notice: 'A language without its own instructions shows the French ones.',
    fallback: 'Uses French',
    frenchFallback: 'Required',
    placeholder: 'E.g.: Transfer to IBAN FR76 …, reference: your request number.',
    clearHint: 'Remove the text to go back to the French instructions.',
    enabled: 'Manual top-ups on',
    disabled: 'Manual top-ups off',
  },
  setup: {
    title: 'Getting the shop ready',
    description: 'What is left to do so your customers can buy and pay.',
    done: 'Done',
    todo: 'To do',
    steps: {
      botToken: { label: 'Telegram bot token', hint: 'Telegram bot → Configuration', to: '/telegram' },
      supportContact: { label: 'Support contact', hint: 'Settings → Shop', to: '/settings' },
      paymentMethod: { label: 'A payment method', hint: 'Settings → Payments: a provider, or manual top-ups', to: '/settings' },
      paymentInstructions: { label: 'Manual top-up payment instructions', hint: 'Settings → Payments → Manual top-ups', to: '/settings' },
    },
  },
};

export type LanguageTextsTexts = typeof fr;

export function useLanguageTextsTexts(): LanguageTextsTexts {
  const { language } = useLanguage();
  return language === 'en' ? en : fr;
}

/** `{name}` placeholders filled from params. */
export const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

// Texts of the credit/debit entry and its confirmation (fr, then en), kept beside the feature until they join web/src/lib/i18n.
import { useLanguage } from '@/lib/i18n';

const fr = {
  amountHint: 'Par exemple 12,50 — solde actuel : {balance}',
  insufficient: 'Solde insuffisant : le solde de {balance} ne permet pas de débiter {amount}',
  review: 'Vérifier et confirmer',
  confirmTitleAdd: 'Confirmer le crédit',
  confirmTitleRemove: 'Confirmer le débit',
  confirmDescription: 'Vérifiez le client et le montant : le solde sera modifié dès la confirmation.',
  customer: 'Client',
  amount: 'Montant',
  before: 'Solde avant',
  after: 'Solde après',
  highAmount: 'Montant élevé : au-delà du seuil de {threshold}',
  highAmountHint: 'Vérifiez qu’il n’y a pas de chiffre en trop avant de confirmer.',
  reason: 'Motif (facultatif)',
  reasonPlaceholder: 'Geste commercial, correction d’un dépôt…',
  reasonHint: 'Enregistré avec le mouvement et dans le journal d’audit.',
  confirmAdd: 'Créditer {amount}',
  confirmRemove: 'Débiter {amount}',
  rowAction: 'Créditer ou débiter {username}',
  rowActionShort: 'Créditer / débiter',
  dialogTitle: 'Créditer ou débiter',
  dialogDescription: 'Le montant saisi est vérifié, puis confirmé avant d’être appliqué.',
  openDetails: 'Ouvrir la fiche de {username}',
};

type CreditTextKey = keyof typeof fr;

const en: Record<CreditTextKey, string> = {
  amountHint: 'For example 12.50 — current balance: {balance}',
  insufficient: 'Insufficient balance: a balance of {balance} cannot be debited {amount}',
  review: 'Review and confirm',
  confirmTitleAdd: 'Confirm the credit',
  confirmTitleRemove: 'Confirm the debit',
  confirmDescription: 'Check the customer and the amount: the balance changes as soon as you confirm.',
  customer: 'Customer',
  amount: 'Amount',
  before: 'Balance before',
  after: 'Balance after',
  highAmount: 'High amount: above the threshold of {threshold}',
  highAmountHint: 'Make sure there is no extra digit before confirming.',
  reason: 'Reason (optional)',
  reasonPlaceholder: 'Goodwill gesture, deposit correction…',
  reasonHint: 'Stored with the movement and in the audit log.',
  confirmAdd: 'Credit {amount}',
  confirmRemove: 'Debit {amount}',
  rowAction: 'Credit or debit {username}',
  rowActionShort: 'Credit / debit',
  dialogTitle: 'Credit or debit',
  dialogDescription: 'The amount typed is checked, then confirmed before it is applied.',
  openDetails: 'Open {username}',
};

export function useCreditTexts() {
  const { language } = useLanguage();
  const dictionary = language === 'en' ? en : fr;
  return (key: CreditTextKey, params: Record<string, string | number> = {}) =>
    dictionary[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

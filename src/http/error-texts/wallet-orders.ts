// French texts of the wallet, orders, users and reports codes: the domain gives cents and counts, this file the words.
import { RESERVED_USERNAME_MESSAGE } from '../../contracts/users';
import type { WALLET_ORDERS_ERROR_CODES } from '../../domain/error-codes';
import type { ErrorData } from '../../domain/errors';
import { formatEuros } from '../../domain/wallet/money';
import { type ErrorTexts, fixedText } from './types';

const euros = (cents: unknown) => formatEuros(Number(cents));
const conflict = (message: string) => fixedText(409, message);
/** The numbers a refund refused (at most 20 kept), "…" when there were more. */
const listed = (numbers: unknown, count: unknown) => {
  const shown = Array.isArray(numbers) ? numbers.map(String) : [];
  return `${shown.join(', ')}${Number(count) > shown.length ? ', …' : ''}`;
};
/** A count as the back office writes it: 10 000 (a plain space, as the other French texts of the API). */
const count = (n: unknown) => Number(n).toLocaleString('fr-FR').replace(/[\u00a0\u202f]/g, ' ');

/** What an amount field says when the domain refuses an amount the contract let through. */
function amountFieldText(d: ErrorData): Record<string, string> {
  const field = String(d.field ?? 'amount');
  return { [field]: d.allowZero ? 'Montant positif ou nul, avec au plus 2 décimales' : 'Montant supérieur à 0, avec au plus 2 décimales' };
}

/** A promotion's refusal by reason: the form field and its text. */
const PROMOTION_INVALID_TEXTS: Record<string, [string, string]> = {
  dates: ['endDate', 'La date de fin doit suivre la date de début'],
  value: ['value', 'Valeur invalide pour ce type de promotion'],
  tiers: ['tiers', 'Au moins un palier : une quantité et un prix unitaire'],
};

/** Why a Stars deposit cannot be refunded (STARS_REFUND_REFUSED's reason). */
const STARS_REFUND_REFUSALS: Record<string, string> = {
  not_stars: 'Seuls les dépôts en Telegram Stars se remboursent ici',
  not_credited: 'Ce dépôt n’a pas été crédité : rien à rembourser',
  refunded: 'Ce dépôt a déjà été remboursé',
  refunding: 'Le remboursement de ce dépôt est déjà en cours',
  no_telegram_user: 'Ce client n’a plus de compte Telegram : remboursement impossible',
};

export const walletOrdersErrorTexts = {
  GIFT_CARD_UNKNOWN: fixedText(404, 'Code de carte cadeau inconnu', { code: 'Code inconnu' }),
  GIFT_CARD_USED: conflict('Cette carte cadeau a déjà été utilisée'),
  GIFT_CARD_EXPIRED: conflict('Cette carte cadeau a expiré'),
  GIFT_CARD_DISABLED: conflict('Cette carte cadeau a été désactivée'),
  GIFT_CARD_TOO_MANY_ATTEMPTS: { status: 429, message: (d) => `Trop de codes erronés : réessayez dans ${Number(d.minutes)} minutes` },
  PROMO_CODE_UNKNOWN: fixedText(404, 'Code promo inconnu', { promoCode: 'Code inconnu' }),
  PROMO_CODE_EXPIRED: fixedText(409, 'Ce code promo a expiré', { promoCode: 'Code expiré' }),
  PROMO_CODE_USED_UP: fixedText(409, 'Ce code promo a atteint son nombre d’utilisations', { promoCode: 'Code épuisé' }),
  PROMO_CODE_LIMIT_REACHED: fixedText(409, 'Vous avez déjà utilisé ce code promo le nombre de fois permis', { promoCode: 'Déjà utilisé' }),
  PROMO_CODE_NOT_APPLICABLE: fixedText(409, 'Ce code promo ne s’applique pas à cette commande', { promoCode: 'Ne s’applique pas' }),
  PROMO_CODE_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: (d) => `Trop de codes promo erronés : réessayez dans ${Number(d.minutes)} minutes`,
    details: (d) => ({ minutes: d.minutes }),
  },
  PROMO_CODE_TAKEN: fixedText(409, 'Ce code promo est déjà utilisé par une autre promotion', { code: 'Code déjà pris' }),
  PROMOTION_INVALID: {
    status: 400,
    message: (d) => PROMOTION_INVALID_TEXTS[String(d.reason)]?.[1] ?? 'Promotion invalide',
    fields: (d) => {
      const text = PROMOTION_INVALID_TEXTS[String(d.reason)];
      return text ? { [text[0]]: text[1] } : undefined;
    },
  },
  INVALID_AMOUNT: { status: 400, message: () => 'Veuillez entrer un montant valide', fields: amountFieldText },
  INSUFFICIENT_BALANCE: {
    status: 402,
    message: (d) =>
      d.operation === 'admin_debit'
        ? `Solde insuffisant : impossible de retirer ${euros(d.neededCents)} €, le solde de ${String(d.username)} est de ${euros(d.balanceCents)} €`
        : d.operation === 'stars_refund'
          ? `Solde insuffisant : rembourser ce dépôt retire ${euros(d.neededCents)} €, le solde du client n’est plus que de ${euros(d.balanceCents)} €`
          : `Solde insuffisant : il faut ${euros(d.neededCents)} €, le solde est de ${euros(d.balanceCents)} €`,
    details: (d) => ({ cost: euros(d.neededCents), balance: euros(d.balanceCents) }),
  },
  DEPOSIT_TOO_SMALL: {
    status: 400,
    message: (d) => `Veuillez entrer un montant valide (minimum ${euros(d.minimumCents)} €)`,
    fields: (d) => ({ amount: `Minimum ${euros(d.minimumCents)} €` }),
    details: (d) => ({ minimum: euros(d.minimumCents) }),
  },
  DEPOSIT_TOO_LARGE: {
    status: 400,
    message: (d) => `Montant trop élevé : ${euros(d.amountCents)} €, le dépôt maximum est de ${euros(d.maximumCents)} €`,
    fields: (d) => ({ amount: `Maximum ${euros(d.maximumCents)} €` }),
    details: (d) => ({ maximum: euros(d.maximumCents) }),
  },
  DEPOSIT_BEING_CREATED: conflict('Dépôt en cours de création, réessayez'),
  DEPOSIT_ALREADY_PROCESSED: conflict('Ce dépôt a déjà été traité'),
  DEPOSIT_NOT_PAID: {
    status: 409,
    message: (d) =>
      d.verdict === 'detected'
        ? `Le prestataire a vu le paiement mais ne l’a pas encore confirmé (statut « ${String(d.providerStatus)} ») : confirmez pour créditer ${euros(d.creditCents)} € quand même`
        : d.verdict === 'unknown'
          ? `Le prestataire n’a pas pu être interrogé : confirmez pour créditer ${euros(d.creditCents)} € sans sa confirmation`
          : `Le prestataire indique que ce dépôt n’est pas payé (statut « ${String(d.providerStatus)} ») : confirmez pour créditer ${euros(d.creditCents)} € quand même`,
    details: (d) => ({
      verdict: String(d.verdict),
      providerStatus: d.providerStatus == null ? null : String(d.providerStatus),
      amount: euros(d.amountCents),
      credit: euros(d.creditCents),
      paid: d.paidCents == null ? null : euros(d.paidCents),
    }),
  },
  DEPOSIT_ALREADY_CREDITED: conflict('Ce dépôt a déjà été crédité'),
  NOT_A_DEPOSIT: conflict('Seuls les dépôts peuvent être approuvés ou rejetés'),
  DEPOSIT_NOTHING_PAID: conflict("Rien n'a été payé sur ce dépôt : rejetez-le"),
  PAYMENT_PROVIDER_UNAVAILABLE: fixedText(502, 'Le prestataire de paiement ne répond pas, réessayez'),
  PAYMENT_PROVIDER_NOT_CONFIGURED: conflict('Complétez la configuration du prestataire avant de la tester'),
  MANUAL_TOPUPS_DISABLED: conflict('Les recharges manuelles sont désactivées (Paramètres → Paiements)'),
  STARS_DISABLED: conflict('Les Telegram Stars sont désactivées (Paramètres → Paiements)'),
  STARS_AMOUNT_REFUSED: {
    status: 400,
    message: (d) => `Nombre de Stars invalide : de ${count(d.minimumStars)} à ${count(d.maximumStars)}`,
    fields: (d) => ({ stars: `De ${count(d.minimumStars)} à ${count(d.maximumStars)} Stars` }),
    // The Mini App says the bounds in the customer's language.
    details: (d) => ({ minimumStars: Number(d.minimumStars), maximumStars: Number(d.maximumStars) }),
  },
  STARS_REFUND_REFUSED: {
    status: 409,
    message: (d) => STARS_REFUND_REFUSALS[String(d.reason)] ?? 'Ce dépôt ne peut pas être remboursé',
  },
  STARS_REFUND_FAILED: {
    status: 502,
    message: (d) => `Telegram a refusé le remboursement (${String(d.reason)}) : le solde du client est inchangé`,
  },
  STARS_REFUND_PENDING: fixedText(503, 'Telegram n’a pas répondu : le solde est débité et le remboursement sera vérifié automatiquement'),
  STARS_SETTINGS_INVALID: {
    status: 400,
    message: () => 'Réglages Stars invalides : une valeur entière positive, un minimum au plus égal au maximum (100 000 Stars au plus)',
    fields: (d) => ({ [String(d.field)]: d.field === 'starValueMicroEuros' ? 'Entre 0,000001 € et 1 €' : 'Minimum ≤ maximum ≤ 100 000' }),
  },

  INVALID_IDEMPOTENCY_KEY: fixedText(400, "Clé d'idempotence manquante ou trop longue", { idempotencyKey: 'Requise, 200 caractères au plus' }),
  QUANTITY_TOO_SMALL: {
    status: 400,
    message: (d) => `Quantité invalide, minimum ${Number(d.minimum)} numéros (${euros(d.minimumCostCents)} € minimum)`,
    fields: (d) => ({ quantity: `Minimum ${Number(d.minimum)} numéros` }),
    details: (d) => ({ minimum: d.minimum }),
  },
  QUANTITY_TOO_LARGE: {
    status: 400,
    message: (d) => `Quantité maximale par achat : ${Number(d.maximum)} numéros`,
    fields: (d) => ({ quantity: `Maximum ${Number(d.maximum)} numéros` }),
    details: (d) => ({ maximum: d.maximum }),
  },
  OUT_OF_STOCK: {
    status: 409,
    message: (d) => `Quantité non disponible. Maximum disponible : ${Number(d.available)} numéros`,
    details: (d) => ({ available: d.available, minimum: d.minimum }),
  },
  STOCK_CHANGED: conflict('Le stock vient de changer, veuillez réessayer'),
  ACCOUNT_DEACTIVATED: fixedText(403, 'Ce compte est désactivé'),
  ORDER_ALREADY_REFUNDED: conflict('Cet achat a déjà été remboursé'),
  ORDER_NOT_COMPLETED: conflict('Seul un achat terminé peut être remboursé'),
  ORDER_OF_ANOTHER_CUSTOMER: fixedText(400, "Cette commande n'est pas celle de ce client"),
  REFUND_COUNT_INVALID: {
    status: 400,
    message: (d) => `Nombre de numéros invalide : entre 1 et ${Number(d.left)} (il en reste ${Number(d.left)} à rembourser)`,
    fields: (d) => ({ count: `Entre 1 et ${Number(d.left)}` }),
    details: (d) => ({ left: d.left }),
  },
  NUMBERS_NOT_IN_ORDER: {
    status: 400,
    message: (d) => `${Number(d.count)} numéro(s) n'appartiennent pas à cette commande : ${listed(d.numbers, d.count)}`,
    fields: () => ({ numbers: "Des numéros n'appartiennent pas à cette commande" }),
    details: (d) => ({ numbers: d.numbers, count: d.count }),
  },
  NUMBERS_ALREADY_REFUNDED: {
    status: 409,
    message: (d) => `${Number(d.count)} numéro(s) déjà remboursé(s) : ${listed(d.numbers, d.count)}`,
    fields: () => ({ numbers: 'Des numéros ont déjà été remboursés' }),
    details: (d) => ({ numbers: d.numbers, count: d.count }),
  },
  NOTHING_TO_REFUND: fixedText(400, 'Aucun numéro à rembourser', { numbers: 'Collez au moins un numéro' }),
  ORDER_REFUNDS_CHANGED: conflict('Cette commande a été remboursée entre-temps : vérifiez ce qu’il en reste'),
  REFUND_ABOVE_PAID: conflict('Le remboursement dépasserait le prix payé pour cette commande'),
  PRICE_CHANGED: {
    status: 409,
    message: (d) => `Le prix a changé : ${euros(d.costCents)} € au lieu de ${euros(d.seenCents)} €`,
  },
  ORDERED_MEANWHILE: conflict('Une commande de cette offre a été passée entre-temps'),
  CHECKOUT_NOT_NEEDED: conflict('Le solde couvre déjà cette commande'),
  CHECKOUT_CLOSED: conflict("Cette commande en attente n'attend plus son paiement"),

  USERNAME_TAKEN: fixedText(409, "Ce nom d'utilisateur existe déjà", { username: "Ce nom d'utilisateur existe déjà" }),
  USERNAME_RESERVED: fixedText(400, RESERVED_USERNAME_MESSAGE, { username: RESERVED_USERNAME_MESSAGE }),
  TELEGRAM_ID_TAKEN: fixedText(409, 'Cet identifiant Telegram est déjà utilisé', { telegramId: 'Identifiant Telegram déjà utilisé' }),
  CANNOT_DEMOTE_SELF: conflict('Vous ne pouvez pas retirer vos propres droits ni désactiver votre propre compte'),
  CANNOT_DELETE_SELF: conflict('Vous ne pouvez pas supprimer votre propre compte'),

  REVIEW_RATING_INVALID: fixedText(400, 'La note doit être un entier de 1 à 5', { rating: 'Une note de 1 à 5' }),
  REVIEW_RATING_REQUIRED: fixedText(400, "Un avis commence par une note de 1 à 5", { rating: 'Une note de 1 à 5' }),
  REVIEW_COMMENT_TOO_LONG: {
    status: 400,
    message: (d) => `Commentaire trop long : ${Number(d.maximum)} caractères au maximum`,
    fields: (d) => ({ comment: `${Number(d.maximum)} caractères au maximum` }),
  },
  REVIEW_LOCKED: conflict("Cet avis ne peut plus être modifié (7 jours après l'avoir écrit)"),
  REVIEW_ALREADY_HIDDEN: conflict('Cet avis est déjà masqué'),
  REVIEW_NOT_HIDDEN: conflict("Cet avis n'est pas masqué"),
} satisfies ErrorTexts<(typeof WALLET_ORDERS_ERROR_CODES)[number]>;

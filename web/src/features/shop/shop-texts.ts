// The shop page's own texts, in the customer's bot language (fr and en here, the other twelve in shop-translations.ts; an
// unknown language reads French), its reading direction, and its money and number formats.
import { moreShopTexts } from './shop-translations';

const fr = {
  title: 'Boutique',
  balance: 'Solde',
  totalPurchases: 'Total des achats',
  totalDeposits: 'Total des dépôts',
  orders: 'Commandes',
  search: 'Rechercher…',
  back: 'Retour',
  categories: 'Catégories',
  countriesOf: 'Pays — {category}',
  operatorsOf: 'Opérateurs — {flag} {country}',
  productsOf: '{operator} — {flag} {country}',
  uncategorised: 'Autres',
  productCount: '{count} produits',
  productCountOne: '1 produit',
  fromPrice: 'à partir de {price}',
  operatorCount: '{count} opérateurs',
  operatorCountOne: '1 opérateur',
  available: '{count} numéros disponibles',
  stockNumbers: 'Stock : {count} numéros',
  packName: '{quantity} numéros',
  packDescription: 'Pack de {quantity} numéros {operator}, {flag} {country} · {category}',
  packStock: '{count} packs disponibles',
  packStockOne: '1 pack disponible',
  lowStock: 'Stock bas',
  outOfStock: 'Épuisé',
  buy: 'Acheter',
  buying: 'Achat…',
  missing: 'Manque {amount}',
  noResults: 'Aucun résultat pour « {term} »',
  nothingForSale: 'Rien en vente ici pour le moment',
  loading: 'Chargement...',
  loadError: 'Erreur lors du chargement',
  retry: 'Réessayer',
  blockedTitle: 'Compte bloqué',
  blocked: 'La boutique a bloqué votre compte : vous ne pouvez plus acheter, recharger ni utiliser la boutique. Contactez le support depuis le bot si vous pensez qu’il s’agit d’une erreur.',
  readOnly: 'Catalogue en lecture seule. Pour acheter, ouvrez la boutique depuis le bot Telegram : menu « Ouvrir la boutique ».',
  insufficientTitle: 'Solde insuffisant',
  insufficientText: 'Veuillez recharger votre solde',
  purchaseErrorTitle: "Erreur d'achat",
  purchaseErrorText: "Impossible de traiter l'achat",
  successTitle: 'Achat réussi',
  successText: '{quantity} numéros : le fichier arrive dans le chat du bot. Nouveau solde : {balance}',
  backToChat: 'Retour au chat',
  // Promotions
  promoCode: 'Code promo',
  promoApply: 'Appliquer',
  promoRemove: 'Retirer',
  promoApplied: 'Code {code} appliqué',
  promoRefused: 'Code refusé',
  // Why a typed code is refused (the purchase engine's PROMO_CODE_* reasons), the bot's wording.
  promoRefusedUnknown: 'Code promo inconnu.',
  promoRefusedExpired: 'Ce code promo a expiré.',
  promoRefusedUsedUp: 'Ce code promo a atteint son nombre d’utilisations.',
  promoRefusedLimit: 'Vous avez déjà utilisé ce code promo le nombre de fois permis.',
  promoRefusedNotApplicable: 'Ce code promo ne s’applique pas à cette commande.',
  promoRefusedTooMany: 'Trop de codes erronés : réessayez dans {minutes} minutes.',
  promoWas: 'au lieu de {price}',
  // Telegram Stars top-ups (decision 0138)
  starsTitle: 'Recharger en Telegram Stars',
  starsRate: '1 Star = {value}. De {minimum} à {maximum} Stars par paiement ; le montant en euros est arrondi au centime inférieur.',
  starsAmount: 'Nombre de Stars',
  starsYouGet: 'Crédité sur votre solde : {amount}',
  starsOutOfRange: 'Saisissez un nombre entier de Stars, de {minimum} à {maximum}.',
  starsPay: 'Payer ⭐ {stars}',
  starsOpening: 'Ouverture de la facture…',
  starsWaiting: 'Paiement reçu : votre solde est crédité dans un instant…',
  starsCreditedTitle: 'Solde rechargé',
  starsCredited: '+{amount} crédités. Nouveau solde : {balance}',
  starsSlow: 'Paiement reçu : le crédit prend plus de temps que prévu, le bot vous préviendra dans le chat.',
  starsCancelled: 'Paiement annulé : aucune Star n’a été débitée.',
  starsFailed: 'Le paiement a échoué : aucune Star n’a été débitée. Réessayez.',
  starsUnavailable: 'Le paiement en Telegram Stars n’est pas disponible pour le moment.',
  starsError: 'Impossible d’ouvrir la facture. Réessayez.',
  checkoutPayMissing: 'Payer les {amount} manquants',
  checkoutExplain: 'Prix : {price}. Payez les {missing} manquants : la commande est passée dès que le paiement est reçu, et tout excédent reste sur votre solde.',
  checkoutByStars: 'Telegram Stars : {stars} ({amount})',
  checkoutByCrypto: '{crypto} · {amount}',
  checkoutClose: 'Fermer',
  checkoutSendExactly: 'Envoyez exactement {amount} {crypto} ({euros}) à cette adresse :',
  checkoutCopy: 'Copier l’adresse',
  checkoutCopied: 'Adresse copiée',
  checkoutExtraId: 'Mémo / tag à indiquer : {extraId}',
  checkoutOpenWallet: 'Ouvrir dans mon portefeuille',
  checkoutWaiting: 'En attente du paiement jusqu’à {time}. Dès sa réception, la commande est passée et le fichier arrive dans le chat du bot.',
  checkoutCancel: 'Annuler la commande',
  checkoutPlacing: 'Paiement reçu : la commande est en cours…',
  checkoutPlaced: 'Commande passée : le fichier arrive dans le chat du bot. Solde : {balance}',
  checkoutNotPlaced: 'Commande non passée : {reason}. Le paiement reste sur votre solde : {balance}',
  checkoutExpired: 'Délai dépassé : rien n’a été acheté. Un paiement arrivé en retard reste sur votre solde. Solde : {balance}',
  checkoutCancelled: 'Commande annulée : rien n’a été acheté. Solde : {balance}',
  checkoutSlow: 'Paiement reçu : la commande prend plus de temps que prévu, le bot vous préviendra dans le chat.',
  checkoutPriceChanged: 'Le prix a changé : rien n’a été demandé. Vérifiez le nouveau prix et réessayez.',
  checkoutNotNeeded: 'Votre solde couvre désormais ce pack : achetez-le directement.',
  checkoutUnavailable: 'Ce moyen de paiement n’est pas disponible pour le moment.',
  checkoutError: 'Impossible de préparer le paiement. Réessayez.',
  checkoutReasonStock: 'le stock ne suffit plus',
  checkoutReasonPrice: 'le prix a changé depuis votre confirmation',
  checkoutReasonClosed: 'cette offre n’est plus en vente',
  checkoutReasonBalance: 'votre solde a été utilisé entre-temps',
  checkoutReasonOrdered: 'vous avez déjà commandé cette offre entre-temps',
  checkoutReasonAccount: 'votre compte est désactivé',
  checkoutReasonPromo: 'le code promo ne s’applique plus',
  checkoutReasonOther: 'la commande ne peut plus être passée',
  // Reviews (issue 28)
  reviewsTitle: "Avis des acheteurs",
  reviewsSummary: "{average}/5 · {count} avis",
  reviewsSummaryOne: "{average}/5 · 1 avis",
  reviewsNone: "Pas encore d'avis sur cet opérateur",
};

export type ShopTextKey = keyof typeof fr;

const en: Record<ShopTextKey, string> = {
  title: 'Shop',
  balance: 'Balance',
  totalPurchases: 'Total purchases',
  totalDeposits: 'Total deposits',
  orders: 'Orders',
  search: 'Search…',
  back: 'Back',
  categories: 'Categories',
  countriesOf: 'Countries — {category}',
  operatorsOf: 'Operators — {flag} {country}',
  productsOf: '{operator} — {flag} {country}',
  uncategorised: 'Other',
  productCount: '{count} products',
  productCountOne: '1 product',
  fromPrice: 'from {price}',
  operatorCount: '{count} operators',
  operatorCountOne: '1 operator',
  available: '{count} numbers available',
  stockNumbers: 'Stock: {count} numbers',
  packName: '{quantity} numbers',
  packDescription: 'Pack of {quantity} {operator} numbers, {flag} {country} · {category}',
  packStock: '{count} packs available',
  packStockOne: '1 pack available',
  lowStock: 'Low stock',
  outOfStock: 'Sold out',
  buy: 'Buy',
  buying: 'Buying…',
  missing: '{amount} short',
  noResults: 'No results for “{term}”',
  nothingForSale: 'Nothing for sale here yet',
  loading: 'Loading...',
  loadError: 'Could not load',
  retry: 'Try again',
  blockedTitle: 'Account blocked',
  blocked: 'The shop has blocked your account: you can no longer buy, top up or use the shop. Contact support from the bot if you think this is a mistake.',
  readOnly: 'Read-only catalogue. To buy, open the shop from the Telegram bot: menu “Open the shop”.',
  insufficientTitle: 'Insufficient balance',
  insufficientText: 'Please top up your balance',
  purchaseErrorTitle: 'Purchase error',
  purchaseErrorText: 'The purchase could not be processed',
  successTitle: 'Purchase complete',
  successText: '{quantity} numbers: the file is on its way to the bot chat. New balance: {balance}',
  backToChat: 'Back to the chat',
  // Promotions
  promoCode: 'Promo code',
  promoApply: 'Apply',
  promoRemove: 'Remove',
  promoApplied: 'Code {code} applied',
  promoRefused: 'Code refused',
  // Why a typed code is refused (the purchase engine's PROMO_CODE_* reasons), the bot's wording.
  promoRefusedUnknown: 'Unknown promo code.',
  promoRefusedExpired: 'This promo code has expired.',
  promoRefusedUsedUp: 'This promo code has been used up.',
  promoRefusedLimit: 'You have already used this promo code as many times as allowed.',
  promoRefusedNotApplicable: 'This promo code does not apply to this order.',
  promoRefusedTooMany: 'Too many wrong codes: try again in {minutes} minutes.',
  promoWas: 'instead of {price}',
  // Telegram Stars top-ups (decision 0138)
  starsTitle: 'Top up with Telegram Stars',
  starsRate: '1 Star = {value}. {minimum} to {maximum} Stars per payment; the euro amount is rounded down to the cent.',
  starsAmount: 'Number of Stars',
  starsYouGet: 'Credited to your balance: {amount}',
  starsOutOfRange: 'Type a whole number of Stars, from {minimum} to {maximum}.',
  starsPay: 'Pay ⭐ {stars}',
  starsOpening: 'Opening the invoice…',
  starsWaiting: 'Payment received: your balance is credited in a moment…',
  starsCreditedTitle: 'Balance topped up',
  starsCredited: '+{amount} credited. New balance: {balance}',
  starsSlow: 'Payment received: the credit is taking longer than expected; the bot will tell you in the chat.',
  starsCancelled: 'Payment cancelled: no Stars were charged.',
  starsFailed: 'The payment failed: no Stars were charged. Please try again.',
  starsUnavailable: 'Paying with Telegram Stars is not available at the moment.',
  starsError: 'Could not open the invoice. Please try again.',
  checkoutPayMissing: 'Pay the missing {amount}',
  checkoutExplain: 'Price: {price}. Pay the missing {missing}: the order is placed as soon as the payment arrives, and anything extra stays on your balance.',
  checkoutByStars: 'Telegram Stars: {stars} ({amount})',
  checkoutByCrypto: '{crypto} · {amount}',
  checkoutClose: 'Close',
  checkoutSendExactly: 'Send exactly {amount} {crypto} ({euros}) to this address:',
  checkoutCopy: 'Copy the address',
  checkoutCopied: 'Address copied',
  checkoutExtraId: 'Memo / tag to include: {extraId}',
  checkoutOpenWallet: 'Open in my wallet',
  checkoutWaiting: 'Waiting for the payment until {time}. As soon as it arrives, the order is placed and the file goes to the bot chat.',
  checkoutCancel: 'Cancel the order',
  checkoutPlacing: 'Payment received: placing the order…',
  checkoutPlaced: 'Order placed: the file is on its way to the bot chat. Balance: {balance}',
  checkoutNotPlaced: 'Order not placed: {reason}. The payment stays on your balance: {balance}',
  checkoutExpired: 'Time is up: nothing was bought. A late payment stays on your balance. Balance: {balance}',
  checkoutCancelled: 'Order cancelled: nothing was bought. Balance: {balance}',
  checkoutSlow: 'Payment received: the order is taking longer than expected; the bot will tell you in the chat.',
  checkoutPriceChanged: 'The price has changed: nothing was charged. Check the new price and try again.',
  checkoutNotNeeded: 'Your balance now covers this pack: buy it directly.',
  checkoutUnavailable: 'This payment method is not available at the moment.',
  checkoutError: 'The payment could not be prepared. Please try again.',
  checkoutReasonStock: 'the stock is no longer enough',
  checkoutReasonPrice: 'the price changed since you confirmed',
  checkoutReasonClosed: 'this offer is no longer for sale',
  checkoutReasonBalance: 'your balance was used in the meantime',
  checkoutReasonOrdered: 'you already ordered this offer in the meantime',
  checkoutReasonAccount: 'your account is deactivated',
  checkoutReasonPromo: 'the promo code no longer applies',
  checkoutReasonOther: 'the order can no longer be placed',
  // Reviews (issue 28)
  reviewsTitle: "Buyer reviews",
  reviewsSummary: "{average}/5 · {count} reviews",
  reviewsSummaryOne: "{average}/5 · 1 review",
  reviewsNone: "No reviews of this operator yet",
};

const dictionaries: Record<string, Partial<Record<ShopTextKey, string>>> = { fr, en, ...moreShopTexts };

/** Intl locale of each language, as the bot formats its figures (src/bot/i18n.ts). */
const INTL_LOCALE: Record<string, string> = {
  fr: 'fr-FR', en: 'en-GB', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', uk: 'uk-UA', be: 'be-BY',
  tr: 'tr-TR', zh: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR', ar: 'ar', hi: 'hi-IN',
};

/** Languages written right to left (of the bot's 14, Arabic). */
const RIGHT_TO_LEFT = new Set(['ar']);

export type ShopTexts = {
  language: string;
  /** The page's reading direction, for `dir`. */
  direction: 'ltr' | 'rtl';
  t(key: ShopTextKey, params?: Record<string, string | number>): string;
  /** "12.50" (the API's euro string) → "12,50 €" / "€12.50" in the reader's language, without a float. */
  euros(amount: string): string;
  /** One Star's worth ("0.013"), with as many decimals as it has (up to 6): "0,013 €". */
  unitEuros(amount: string): string;
  count(n: number): string;
  /** An average rating with one decimal: "4,3". */
  rating(average: number): string;
};

/** The texts of a language code (a bot language, or Telegram's: "pt-br" reads its first part); unknown ones read French. */
export function shopTexts(code: string | undefined): ShopTexts {
  const short = code?.toLowerCase().split(/[-_]/)[0];
  const language = short && dictionaries[short] ? short : 'fr';
  const dictionary = dictionaries[language];
  // Western digits in Arabic and Hindi too, as the bot writes them (numbers are copied into other tools).
  const locale = `${INTL_LOCALE[language]}-u-nu-latn`;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const unitMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const numbers = new Intl.NumberFormat(locale);
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    direction: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr',
    language,
    t(key, params) {
      const text = dictionary[key] ?? fr[key];
      return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
    },
    // Intl formats a decimal string exactly (no conversion to a binary float).
    euros: (amount) => money.format(amount as unknown as number),
    unitEuros: (amount) => unitMoney.format(amount as unknown as number),
    count: (n) => numbers.format(n),
    rating: (average) => oneDecimal.format(average),
  };
}

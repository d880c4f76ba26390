// French texts of the wallet, orders, users and reports codes.
import { formatEuros } from '../../domain/wallet/money';
import type { ErrorTexts } from './types';

export const walletOrdersErrorTexts = {
  INSUFFICIENT_BALANCE: {
    status: 402,
    message: (d) => `Solde insuffisant : il faut ${formatEuros(Number(d.neededCents))} €, le solde est de ${formatEuros(Number(d.balanceCents))} €`,
    details: (d) => ({ cost: formatEuros(Number(d.neededCents)), balance: formatEuros(Number(d.balanceCents)) }),
  },
  OUT_OF_STOCK: {
    status: 409,
    message: (d) => `Quantité non disponible. Maximum disponible : ${Number(d.available)} numéros`,
    details: (d) => ({ available: d.available, minimum: d.minimum }),
  },
  QUANTITY_TOO_SMALL: {
    status: 400,
    message: (d) => `Quantité minimale : ${Number(d.minimum)} numéros`,
    details: (d) => ({ minimum: d.minimum }),
  },
} satisfies ErrorTexts<'INSUFFICIENT_BALANCE' | 'OUT_OF_STOCK' | 'QUANTITY_TOO_SMALL'>;

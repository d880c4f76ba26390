// The Mini App's Stars top-up as the page reads it: euros as API strings, a deposit's state in three words.
import { starValueEuros } from '../../contracts/payments';
import type { ShopStarsDepositResponse, ShopStarsOffer, ShopStarsTopUpResponse } from '../../contracts/shop-stars';
import type { StarsOffer } from '../../domain/shop/stars-top-up';
import type { Deposit } from '../../domain/wallet/deposits';
import { formatEuros } from '../../domain/wallet/money';

export const presentStarsOffer = (offer: StarsOffer): ShopStarsOffer => ({ ...offer, starValue: starValueEuros(offer.starValueMicroEuros) });

export const presentStarsTopUp = (deposit: Deposit, invoiceUrl: string): ShopStarsTopUpResponse => ({
  depositId: deposit.id,
  invoiceUrl,
  stars: Number(deposit.payAmount),
  amount: formatEuros(deposit.amountCents),
  amountCents: deposit.amountCents,
});

/** A completed deposit is on the balance; a failed one was closed unpaid; anything else still waits for the payment. */
const stateOf = (deposit: Deposit): ShopStarsDepositResponse['state'] =>
  deposit.status === 'completed' ? 'credited' : deposit.status === 'failed' ? 'failed' : 'waiting';

export const presentStarsDeposit = (deposit: Deposit, balanceCents: number): ShopStarsDepositResponse => ({
  depositId: deposit.id,
  state: stateOf(deposit),
  amount: formatEuros(deposit.amountCents),
  amountCents: deposit.amountCents,
  balance: formatEuros(balanceCents),
  balanceCents,
});

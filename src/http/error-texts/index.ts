// The French text of every domain error code, gathered from one file per area; the type check proves none is missing.
import type { DomainErrorCode } from '../../domain/errors';
import { abuseErrorTexts } from './abuse';
import { accessErrorTexts, apiErrorTexts } from './access';
import { botErrorTexts } from './bot';
import { broadcastErrorTexts } from './broadcasts';
import { catalogueStockErrorTexts } from './catalogue-stock';
import { commonErrorTexts } from './common';
import type { ErrorText } from './types';
import { walletOrdersErrorTexts } from './wallet-orders';

export const errorTexts: Record<DomainErrorCode, ErrorText> = {
  ...commonErrorTexts,
  ...accessErrorTexts,
  ...apiErrorTexts,
  ...catalogueStockErrorTexts,
  ...walletOrdersErrorTexts,
  ...botErrorTexts,
  ...broadcastErrorTexts,
  ...abuseErrorTexts,
};

// The callback data of every inline button (Telegram allows 64 bytes): built here, matched by the features.
export const CALLBACK = {
  menu: 'menu',
  languages: 'langs',
  language: (code: string) => `lang:${code}`,
  shop: 'shop',
  continent: (name: string) => `cont:${name}`,
  country: (countryId: number) => `ctry:${countryId}`,
  operator: (countryId: number, operatorId: number) => `op:${countryId}:${operatorId}`,
  quantity: (countryId: number, operatorId: number, quantity: number) => `qty:${countryId}:${operatorId}:${quantity}`,
  customQuantity: (countryId: number, operatorId: number) => `cq:${countryId}:${operatorId}`,
  /** The nonce is made when the confirmation is shown: it is the purchase's idempotency key, whoever taps how often. */
  confirm: (countryId: number, operatorId: number, quantity: number, nonce: string) => `buy:${countryId}:${operatorId}:${quantity}:${nonce}`,
  cancel: 'cancel',
  balance: 'bal',
  topUp: 'topup',
  giftCard: 'gift',
  topUpCrypto: (crypto: string) => `tpc:${crypto}`,
  topUpManual: 'tpm',
  topUpAmount: (cents: number, nonce: string) => `tpa:${cents}:${nonce}`,
  topUpOther: 'tpo',
  history: 'hist',
  download: (orderId: number) => `dl:${orderId}`,
  help: 'help',
  channels: 'chan',
  // Reports (admin): the panel's button, the menu for a period, one report for a period; the way back to the panel.
  adminReports: 'adm:reports',
  adminPanel: 'adm:panel',
  reportsMenu: (period: string) => `rep:m:${period}`,
  report: (kind: string, period: string) => `rep:${kind}:${period}`,
} as const;

export const MATCH = {
  language: /^lang:([a-z]{2})$/,
  continent: /^cont:(.+)$/s,
  country: /^ctry:(\d{1,9})$/,
  operator: /^op:(\d{1,9}):(\d{1,9})$/,
  quantity: /^qty:(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  customQuantity: /^cq:(\d{1,9}):(\d{1,9})$/,
  confirm: /^buy:(\d{1,9}):(\d{1,9}):(\d{1,9}):([A-Za-z0-9]{6,20})$/,
  download: /^dl:(\d{1,9})$/,
  topUpCrypto: /^tpc:([A-Za-z0-9_.-]{1,40})$/,
  topUpAmount: /^tpa:(\d{1,9}):([A-Za-z0-9]{6,20})$/,
  // Reports (admin)
  reportsMenu: /^rep:m:(today|7d|30d)$/,
  report: /^rep:(sales|top|cat|ctry|dep):(today|7d|30d)$/,
} as const;

/** Telegram refuses callback data over 64 bytes. */
export const fitsCallbackData = (data: string) => Buffer.byteLength(data, 'utf8') <= 64;

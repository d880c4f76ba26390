// Every table of the shop, one module per area.
//
// Tables for features not built yet are added by the issues that build them, designed with the feature (removed in
// migration 0011 because nothing used them): durable broadcasts with per-recipient rows (issue 12), promotions
// (issue 13).
export * from './api-keys';
export * from './abuse';
export * from './audit';
export * from './bot';
export * from './broadcasts';
export * from './catalogue';
export * from './checkouts';
export * from './gift-cards';
export * from './guessing-limits';
export * from './jobs';
export * from './messenger';
export * from './orders';
export * from './referrals';
export * from './refunds';
export * from './promotions';
export * from './settings';
export * from './shop';
export * from './stock';
export * from './support';
export * from './users';
export * from './wallet';
export * from './reviews';
export * from './webhooks';

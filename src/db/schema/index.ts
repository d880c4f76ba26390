// Every table of the shop, one module per area.
export * from './audit';
export * from './bot';
export * from './catalogue';
export * from './marketing';
export * from './orders';
export * from './stock';
export * from './users';
export * from './wallet';

// The public entry point of the domain: `@shop/shared/domain`.
export * from './entities';
export * from './constants';
export * from './messages';
export * from './money';
export * from './calendar';
export * from './cart';
export * from './totals';
export * from './sale';
export * from './search';
export * from './dashboard';
export * from './validation';
export * from './auth-errors';
export * from './ids';
export * from './stock';
export * from './customer-purchases';
export * from './sale-summary';
export * from './dashboard-period';

/**
 * The database's tables (drizzle-kit reads this module: drizzle.config.ts), one module per part of
 * the site under tables/. Everything imports them from here.
 */
export * from './tables/accounts';
export * from './tables/content';
export * from './tables/forms';
export * from './tables/reservations';
export * from './tables/mail';
export * from './tables/staff';
export * from './tables/rates';
export * from './tables/venues';
export * from './tables/pricing';
export * from './tables/seeding';
export * from './tables/points';
export * from './tables/media';
export * from './tables/stays';
export * from './tables/secondFactor';
export * from './tables/passkeys';

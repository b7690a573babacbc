export * from './tenants.ts';
export * from './users.ts';
export * from './identity.ts';
export * from './mail.ts';
export * from './engagement.ts';
export * from './directory.ts';
export * from './placements.ts';

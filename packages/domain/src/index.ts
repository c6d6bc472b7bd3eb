/**
 * @constat/domain: the inspection model and every business rule of the two specifications, as pure
 * functions shared by the web app, the server and the PDF renderer. Each folder has its own barrel.
 */
export * from './report/index.ts';
export * from './accounts/index.ts';
export * from './policies/index.ts';
export * from './catalogue/index.ts';
export * from './observation/index.ts';
export * from './costing/index.ts';
export * from './agreement/index.ts';
export * from './validation/index.ts';
export * from './selfService/index.ts';
export * from './remarks/index.ts';
export * from './links/index.ts';
export * from './i18n/index.ts';
export * from './constants.ts';
export * from './pagination.ts';
export * from './csv.ts';
export { normalizeName } from './text.ts';
export * from './device/index.ts';

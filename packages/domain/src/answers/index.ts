/**
 * The schemas of API answers that no other domain module declares, one source for the server (its
 * routes' `response`) and the web app (every typed call parses its answer). A subpath of its own
 * (`@constat/domain/answers`): the login screen imports the domain's barrel, and must not carry these.
 */
export * from './accounts.ts';
export * from './costing.ts';
export * from './documents.ts';
export * from './remarks.ts';
export * from './platform.ts';

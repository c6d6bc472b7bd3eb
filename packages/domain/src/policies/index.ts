/**
 * Access rules, one named function per decision (as Outline's `policies/`): who sees and changes
 * which report, group, account and invitation. The server asks them on every route and builds its
 * SQL scope from the same tables (apps/server/src/modules/reports/scope.ts); the app asks them to
 * show or hide what a user may do. The table of every role × resource × action is
 * test/policies/table.ts, walked here (pure) and against the real server
 * (apps/server/test/isolation-policies.test.ts). docs/ARCHITECTURE.md "Access rules".
 */
export * from './subject.ts';
export * from './decision.ts';
export * from './reports.ts';
export * from './accounts.ts';
export * from './selfService.ts';
export * from './links.ts';

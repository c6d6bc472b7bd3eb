-- Move-outs saved before the exit agreement followed one rule (domain hasExitConvention) kept the
-- flag their device sent, which devices never set: a move-out duplicated from a move-in, or with the
-- manual toggle on, has its agreement (costing, convention PDF) from now on, as new uploads do.
UPDATE "reports" SET "has_convention" = true
WHERE "edl_io" = 'Sortant' AND NOT "has_convention"
  AND ("document"->>'conventionSortieManuelle' = 'true' OR "document"->>'duplicateFromEdlIO' = 'Entrant');--> statement-breakpoint
-- The list versions' deferred triggers (0011) run now, so that a later migration of the same start
-- may alter the table.
SET CONSTRAINTS ALL IMMEDIATE;

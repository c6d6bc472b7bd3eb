-- The wear grid's suggestion for each costing line (issue 23, finding 4), kept beside the wear the
-- agent sets so that the costing screen can show it and put it back. Lines built before this
-- migration have none (null): their first wear was the grid's, but nothing says whether it changed.
ALTER TABLE "costing_lines" ADD COLUMN "suggested_wear" integer;--> statement-breakpoint
ALTER TABLE "costing_lines" ADD CONSTRAINT "costing_lines_suggested_wear" CHECK ("suggested_wear" IS NULL OR ("suggested_wear" BETWEEN 0 AND 100 AND "suggested_wear" % 5 = 0));

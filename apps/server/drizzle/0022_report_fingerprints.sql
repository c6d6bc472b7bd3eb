-- Each report's fingerprint (the device's, checked at upload, or its content's hash), kept at save so
-- that the public verification compares it alone (modules/verification/service.ts): the route then
-- reads one row by its primary key, and never loads nor hashes the report, whether the fingerprint
-- is right or wrong. A nullable column without a default is added without rewriting the table nor
-- reading a row, however many reports it holds. The reports saved before get theirs on their
-- first verification: an UPDATE of every row here would rewrite the whole table in one transaction
-- (and fire its summary and list-version triggers for each row), and a fingerprint without the
-- device's is the domain's hash of the report, which SQL cannot compute.
ALTER TABLE "reports" ADD COLUMN "fingerprint" text;

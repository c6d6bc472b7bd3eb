-- Jobs on graphile-worker (issue 29, src/jobs/jobRunner.ts). A PDF request and an outbox message
-- add their job in the very transaction that writes them: these triggers call graphile_worker.add_job.
-- The worker's schema is installed by the runner when a server starts; a row written before it
-- exists (a fresh database, a restore) gets its job from the runner's start-up pass instead, which
-- calls the same two functions.

-- The PDF of a report: one job per report and kind (job key), a new request replacing the pending
-- one; its queue is the report's group (or user without group), so that a group renders one PDF at
-- a time while groups render side by side.
CREATE OR REPLACE FUNCTION "constat_queue_document"(p_report_id integer, p_kind text, p_mode text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tenant text;
BEGIN
  IF to_regnamespace('graphile_worker') IS NULL THEN RETURN; END IF;
  SELECT coalesce('g' || r.group_id, 'u' || r.user_id) INTO tenant FROM reports r WHERE r.id = p_report_id;
  IF tenant IS NULL THEN RETURN; END IF;
  PERFORM graphile_worker.add_job('render_pdf', json_build_object('reportId', p_report_id, 'kind', p_kind),
    queue_name => 'pdf:' || tenant, max_attempts => 3,
    job_key => 'pdf:' || p_report_id || ':' || p_kind, job_key_mode => p_mode);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "constat_document_requested"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM constat_queue_document(NEW.report_id, NEW.kind, 'replace');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A request sets 'generation' (insert or new generation); a retry's update does not.
CREATE TRIGGER "report_documents_queue" AFTER INSERT OR UPDATE OF "generation" ON "report_documents"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION constat_document_requested();
--> statement-breakpoint
-- One message: one job, keyed by the outbox row (never two jobs for it). A report's messages share
-- a queue, sent one after the other: the first renders the PDF when none is stored, the next ones
-- send that very file (mail_outbox.sha256).
CREATE OR REPLACE FUNCTION "constat_queue_mail"(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_report integer;
BEGIN
  IF to_regnamespace('graphile_worker') IS NULL THEN RETURN; END IF;
  SELECT report_id INTO v_report FROM mail_outbox WHERE id = p_id;
  PERFORM graphile_worker.add_job('send_mail', json_build_object('id', p_id),
    queue_name => CASE WHEN v_report IS NULL THEN NULL ELSE 'mail:r' || v_report END, max_attempts => 12,
    job_key => 'mail:' || p_id, job_key_mode => 'unsafe_dedupe');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "constat_mail_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM constat_queue_mail(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_queue" AFTER INSERT ON "mail_outbox"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION constat_mail_queued();
--> statement-breakpoint
-- The PDF rendered for a sending (no generated one stored): every message of the sending sends it.
ALTER TABLE "mail_outbox" ADD COLUMN "sha256" text;

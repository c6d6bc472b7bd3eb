-- A report's e-mail no longer renders its PDF: it asks for the report's document, rendered in its
-- group's queue like any other PDF, and its messages are queued again once that PDF is stored.
-- Each message keeps its Message-ID: a send cut off by a crash is sent again under the same one.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;
--> statement-breakpoint
-- Called in the statement that stores a report's PDF: the messages of the report still waiting
-- (or cut off by a crash, to be sent again) get a job in their report's queue: one at a time there,
-- so a message that has a job already is skipped by the second one, finding it sent.
CREATE OR REPLACE FUNCTION "constat_mail_after_pdf"(p_report_id integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  n integer := 0;
  v_id integer;
BEGIN
  IF to_regnamespace('graphile_worker') IS NULL THEN RETURN 0; END IF;
  FOR v_id IN SELECT id FROM mail_outbox WHERE report_id = p_report_id AND status IN ('pending', 'sending')
    ORDER BY id LOOP
    PERFORM graphile_worker.add_job('send_mail', json_build_object('id', v_id),
      queue_name => 'mail:r' || p_report_id, max_attempts => 12);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;

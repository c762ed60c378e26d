CREATE TABLE "chat_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_outbox_claim_idx" ON "chat_outbox" USING btree ("claimed_until","id");--> statement-breakpoint
-- A transaction that owes system messages announces them on commit, to every node; a rolled-back
-- one announces nothing (docs/chat.md, "System conversations"). One notice per transaction.
CREATE OR REPLACE FUNCTION "renli_chat_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('renli_chat_outbox', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_outbox_notify" AFTER INSERT ON "chat_outbox"
FOR EACH STATEMENT EXECUTE FUNCTION "renli_chat_outbox_notify"();

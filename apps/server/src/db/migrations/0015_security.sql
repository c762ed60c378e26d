ALTER TABLE "users" ADD COLUMN "created_by_comp_id" integer;--> statement-breakpoint
-- Staff logins made before this migration: the company of their first staff record created them.
UPDATE "users" SET "created_by_comp_id" = (
  SELECT "company_staff"."comp_id" FROM "company_staff"
  WHERE "company_staff"."user_id" = "users"."id" ORDER BY "company_staff"."id" LIMIT 1
) WHERE "user_type" = 3;
--> statement-breakpoint
-- Every revoked session is announced on commit, to every node: their chat sockets are closed
-- (docs/security.md, "Chat follows the login session").
CREATE OR REPLACE FUNCTION "renli_session_revoked_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('renli_session_revoked', NEW."token_hash");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER UPDATE OF "revoked_at" ON "sessions"
FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
EXECUTE FUNCTION "renli_session_revoked_notify"();

ALTER TABLE "audit_log" ALTER COLUMN "comp_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "admin_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "transition" text;--> statement-breakpoint
CREATE INDEX "audit_log_timeline_idx" ON "audit_log" USING btree ("resource","record_id","at");
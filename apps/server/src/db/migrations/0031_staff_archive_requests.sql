CREATE TABLE "staff_archive_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_archive_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_archive_requests" ADD CONSTRAINT "staff_archive_requests_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_archive_requests" ADD CONSTRAINT "staff_archive_requests_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_archive_requests" ADD CONSTRAINT "staff_archive_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_archive_requests_pending_uq" ON "staff_archive_requests" USING btree ("staff_id") WHERE "staff_archive_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "staff_archive_requests_queue_idx" ON "staff_archive_requests" USING btree ("comp_id","status","created_at");
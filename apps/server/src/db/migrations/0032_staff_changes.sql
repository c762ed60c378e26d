CREATE TABLE "staff_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"staff_name" text NOT NULL,
	"employee_type" smallint NOT NULL,
	"effective_date" date NOT NULL,
	"effective_from" date NOT NULL,
	"changes" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"evaluation" text,
	"reason_type" smallint,
	"reason" text,
	"handover_staff_id" integer,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_id" integer,
	"requested_by" integer,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_handover_staff_id_company_staff_id_fk" FOREIGN KEY ("handover_staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_changes" ADD CONSTRAINT "staff_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_changes_list_idx" ON "staff_changes" USING btree ("comp_id","kind","status","effective_from");--> statement-breakpoint
CREATE INDEX "staff_changes_staff_idx" ON "staff_changes" USING btree ("staff_id","kind","status");
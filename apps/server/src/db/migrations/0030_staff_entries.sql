CREATE TABLE "staff_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"gender" smallint,
	"dept_id" integer,
	"position_id" integer,
	"rank_id" integer,
	"employee_type" smallint DEFAULT 1 NOT NULL,
	"client_company" text,
	"work_location" text,
	"job_no" text,
	"salary_grade" text,
	"entry_date" date NOT NULL,
	"probation_months" smallint DEFAULT 0 NOT NULL,
	"remarks" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"cancel_reason" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"info_status" smallint DEFAULT 0 NOT NULL,
	"info_submitted_at" timestamp with time zone,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"uploads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"staff_id" integer,
	"confirmed_at" timestamp with time zone,
	"announced" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_entries" ADD CONSTRAINT "staff_entries_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_entries_list_idx" ON "staff_entries" USING btree ("comp_id","status","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_entries_link_uq" ON "staff_entries" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_entries_pending_mobile_uq" ON "staff_entries" USING btree ("comp_id","mobile") WHERE "staff_entries"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_entries_pending_job_no_uq" ON "staff_entries" USING btree ("comp_id","job_no") WHERE "staff_entries"."status" = 1;--> statement-breakpoint
CREATE INDEX "staff_entries_unannounced_idx" ON "staff_entries" USING btree ("id") WHERE not "staff_entries"."announced";
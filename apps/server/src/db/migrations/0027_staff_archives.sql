CREATE TABLE "staff_archives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_archives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"comp_id" integer NOT NULL,
	"id_number" text,
	"sex" smallint,
	"birth_date" date,
	"nationality" text,
	"ethnicity" text,
	"hukou_type" smallint,
	"hukou_address" text,
	"political_status" smallint,
	"marital_status" smallint,
	"personal_email" text,
	"current_address" text,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highest_education" smallint,
	"work_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bank_name" text,
	"bank_account" text,
	"social_security_no" text,
	"housing_fund_no" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emp_status" smallint DEFAULT 2 NOT NULL,
	"work_location" text,
	"client_company" text,
	"salary_grade" text,
	"entry_date" date NOT NULL,
	"probation_end" date,
	"official_date" date,
	"last_day" date,
	"remarks" text,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_job_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_job_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"dept_id" integer,
	"position_id" integer,
	"rank_id" integer,
	"employee_type" smallint NOT NULL,
	"emp_status" smallint NOT NULL,
	"work_location" text,
	"client_company" text,
	"salary_grade" text,
	"applied" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_archives" ADD CONSTRAINT "staff_archives_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_archives" ADD CONSTRAINT "staff_archives_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_job_versions" ADD CONSTRAINT "staff_job_versions_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_job_versions" ADD CONSTRAINT "staff_job_versions_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_job_versions" ADD CONSTRAINT "staff_job_versions_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_job_versions" ADD CONSTRAINT "staff_job_versions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_job_versions" ADD CONSTRAINT "staff_job_versions_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_archives_staff_uq" ON "staff_archives" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_archives_comp_idx" ON "staff_archives" USING btree ("comp_id","emp_status","entry_date");--> statement-breakpoint
CREATE INDEX "staff_archives_probation_idx" ON "staff_archives" USING btree ("comp_id","probation_end");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_job_versions_day_uq" ON "staff_job_versions" USING btree ("staff_id","effective_from");--> statement-breakpoint
CREATE INDEX "staff_job_versions_asof_idx" ON "staff_job_versions" USING btree ("comp_id","effective_from","effective_to");--> statement-breakpoint
CREATE INDEX "staff_job_versions_due_idx" ON "staff_job_versions" USING btree ("effective_from") WHERE not "staff_job_versions"."applied";--> statement-breakpoint
-- Staff who joined before archives existed are employed, as official staff, from their entry date
-- or the China day they were added (docs/product/staff.md, "Archives").
INSERT INTO "staff_archives" ("staff_id", "comp_id", "emp_status", "entry_date", "official_date")
SELECT "id", "comp_id", 2, d, d
FROM (SELECT "id", "comp_id", coalesce("entry_date", (("created_at" at time zone 'UTC') + interval '8 hours')::date) AS d
      FROM "company_staff" WHERE "status" = 1) s;--> statement-breakpoint
INSERT INTO "staff_job_versions" ("comp_id", "staff_id", "kind", "effective_from", "dept_id", "position_id", "rank_id", "employee_type", "emp_status", "applied")
SELECT cs."comp_id", cs."id", 'entry', a."entry_date", cs."dept_id", cs."position_id", cs."rank_id", cs."employee_type", 2, true
FROM "company_staff" cs JOIN "staff_archives" a ON a."staff_id" = cs."id";


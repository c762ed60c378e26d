CREATE TABLE "payroll_inputs" (
	"run_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_inputs_run_id_staff_id_code_pk" PRIMARY KEY("run_id","staff_id","code")
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"run_id" integer NOT NULL,
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"month" text NOT NULL,
	"values" jsonb NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"tax_free" numeric(14, 2) NOT NULL,
	"social_personal" numeric(14, 2) NOT NULL,
	"fund_personal" numeric(14, 2) NOT NULL,
	"special_deductions" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"bank_name" text,
	"bank_account" text,
	"inputs" jsonb NOT NULL,
	CONSTRAINT "payroll_lines_run_id_staff_id_pk" PRIMARY KEY("run_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"month" text NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"employee_type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"approval_instance_id" integer,
	"totals" jsonb,
	"headcount" integer DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone,
	"attendance_locked" boolean DEFAULT false NOT NULL,
	"service_fee" numeric(14, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_payslip_identity" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"verified_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_payslips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_payslips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"run_id" integer NOT NULL,
	"run_name" text NOT NULL,
	"month" text NOT NULL,
	"employee_type" smallint NOT NULL,
	"staff_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"figures" jsonb NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer NOT NULL,
	"read_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"question" text,
	"questioned_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"start_month" text NOT NULL,
	"stop_month" text,
	"account_no" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"month_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"type" text NOT NULL,
	"item" text NOT NULL,
	"for_month" text NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"company_rate" numeric(7, 4) NOT NULL,
	"personal_rate" numeric(7, 4) NOT NULL,
	"company" numeric(14, 2) NOT NULL,
	"personal" numeric(14, 2) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_months" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_months_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"generated_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_scheme_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_scheme_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"item" text NOT NULL,
	"company_rate" numeric(7, 4) NOT NULL,
	"personal_rate" numeric(7, 4) NOT NULL,
	"company_fixed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"personal_fixed" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rounding" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_scheme_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_scheme_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"effective_from" text NOT NULL,
	"base_min" numeric(14, 2) NOT NULL,
	"base_max" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_contribution_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_contribution_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_labor_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_labor_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"payee_name" text NOT NULL,
	"id_number" text NOT NULL,
	"mobile" text,
	"month" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"taxable" numeric(14, 2) NOT NULL,
	"rate" text NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_tax_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_tax_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"child_count" smallint,
	"share_percent" smallint,
	"education_type" text,
	"city_tier" smallint,
	"only_child" boolean,
	"amount" numeric(14, 2),
	"start_month" text NOT NULL,
	"end_month" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_archive_amounts" (
	"version_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_archive_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_archive_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_archives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_archives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"employee_type" smallint NOT NULL,
	"client_company" text,
	"prorate" text DEFAULT 'payDays' NOT NULL,
	"overtime_base_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_kind" text,
	"fee_value" numeric(14, 4),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"effect" text NOT NULL,
	"tax_free" boolean DEFAULT false NOT NULL,
	"formula" text,
	"rounding" text DEFAULT 'cent' NOT NULL,
	"prorated" boolean DEFAULT false NOT NULL,
	"show_on_payslip" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_inputs" ADD CONSTRAINT "payroll_inputs_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_inputs" ADD CONSTRAINT "payroll_inputs_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_inputs" ADD CONSTRAINT "payroll_inputs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslip_identity" ADD CONSTRAINT "salary_payslip_identity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payslips" ADD CONSTRAINT "salary_payslips_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_enrolments" ADD CONSTRAINT "salary_contribution_enrolments_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_enrolments" ADD CONSTRAINT "salary_contribution_enrolments_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_enrolments" ADD CONSTRAINT "salary_contribution_enrolments_scheme_id_salary_contribution_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."salary_contribution_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_lines" ADD CONSTRAINT "salary_contribution_lines_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_lines" ADD CONSTRAINT "salary_contribution_lines_month_id_salary_contribution_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."salary_contribution_months"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_lines" ADD CONSTRAINT "salary_contribution_lines_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_months" ADD CONSTRAINT "salary_contribution_months_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_scheme_items" ADD CONSTRAINT "salary_contribution_scheme_items_version_id_salary_contribution_scheme_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."salary_contribution_scheme_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_scheme_versions" ADD CONSTRAINT "salary_contribution_scheme_versions_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_scheme_versions" ADD CONSTRAINT "salary_contribution_scheme_versions_scheme_id_salary_contribution_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."salary_contribution_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_contribution_schemes" ADD CONSTRAINT "salary_contribution_schemes_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_labor_payments" ADD CONSTRAINT "salary_labor_payments_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_tax_deductions" ADD CONSTRAINT "salary_tax_deductions_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_tax_deductions" ADD CONSTRAINT "salary_tax_deductions_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archive_amounts" ADD CONSTRAINT "salary_archive_amounts_version_id_salary_archive_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."salary_archive_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archive_versions" ADD CONSTRAINT "salary_archive_versions_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archive_versions" ADD CONSTRAINT "salary_archive_versions_archive_id_salary_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."salary_archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archive_versions" ADD CONSTRAINT "salary_archive_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archives" ADD CONSTRAINT "salary_archives_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archives" ADD CONSTRAINT "salary_archives_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_archives" ADD CONSTRAINT "salary_archives_group_id_salary_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."salary_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_groups" ADD CONSTRAINT "salary_groups_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_items" ADD CONSTRAINT "salary_items_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_lines_staff_month_idx" ON "payroll_lines" USING btree ("comp_id","staff_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_month_uq" ON "payroll_runs" USING btree ("comp_id","month","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_payslips_live_uq" ON "salary_payslips" USING btree ("run_id","staff_id") WHERE "salary_payslips"."revoked" = false;--> statement-breakpoint
CREATE INDEX "salary_payslips_comp_run_idx" ON "salary_payslips" USING btree ("comp_id","run_id");--> statement-breakpoint
CREATE INDEX "salary_payslips_staff_idx" ON "salary_payslips" USING btree ("comp_id","staff_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contribution_enrolments_open_uq" ON "salary_contribution_enrolments" USING btree ("comp_id","kind","staff_id") WHERE "salary_contribution_enrolments"."stop_month" is null;--> statement-breakpoint
CREATE INDEX "salary_contribution_enrolments_staff_idx" ON "salary_contribution_enrolments" USING btree ("comp_id","kind","staff_id");--> statement-breakpoint
CREATE INDEX "salary_contribution_enrolments_scheme_idx" ON "salary_contribution_enrolments" USING btree ("scheme_id");--> statement-breakpoint
CREATE INDEX "salary_contribution_lines_month_idx" ON "salary_contribution_lines" USING btree ("month_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contribution_months_uq" ON "salary_contribution_months" USING btree ("comp_id","kind","month");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contribution_scheme_items_uq" ON "salary_contribution_scheme_items" USING btree ("version_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contribution_scheme_versions_uq" ON "salary_contribution_scheme_versions" USING btree ("scheme_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_contribution_schemes_name_uq" ON "salary_contribution_schemes" USING btree ("comp_id","kind","name");--> statement-breakpoint
CREATE INDEX "salary_labor_payments_list_idx" ON "salary_labor_payments" USING btree ("comp_id","month","id");--> statement-breakpoint
CREATE INDEX "salary_tax_deductions_staff_idx" ON "salary_tax_deductions" USING btree ("comp_id","staff_id","start_month");--> statement-breakpoint
CREATE INDEX "salary_tax_deductions_list_idx" ON "salary_tax_deductions" USING btree ("comp_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_archive_amounts_uq" ON "salary_archive_amounts" USING btree ("version_id","item_code");--> statement-breakpoint
CREATE INDEX "salary_archive_amounts_item_idx" ON "salary_archive_amounts" USING btree ("item_code") WHERE "salary_archive_amounts"."amount" <> 0;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_archive_versions_day_uq" ON "salary_archive_versions" USING btree ("archive_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_archives_staff_uq" ON "salary_archives" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "salary_archives_group_idx" ON "salary_archives" USING btree ("comp_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_groups_name_uq" ON "salary_groups" USING btree ("comp_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_items_code_uq" ON "salary_items" USING btree ("comp_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_items_name_uq" ON "salary_items" USING btree ("comp_id","name");
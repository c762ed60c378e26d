CREATE TABLE "attendance_balance_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_balance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"ref_kind" text,
	"ref_id" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_calendar_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_calendar_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_daily_results" (
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"group_id" integer,
	"status" text NOT NULL,
	"day_type" text NOT NULL,
	"expected_minutes" integer NOT NULL,
	"worked_minutes" integer NOT NULL,
	"late_minutes" integer NOT NULL,
	"serious_late" boolean NOT NULL,
	"early_minutes" integer NOT NULL,
	"missing_punches" smallint NOT NULL,
	"absent_minutes" integer NOT NULL,
	"leave_minutes" integer NOT NULL,
	"trip_minutes" integer NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"result" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_daily_results_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_group_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_group_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_leave_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_leave_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"paid" boolean NOT NULL,
	"workdays_only" boolean NOT NULL,
	"balance_rule" text NOT NULL,
	"yearly_quota" numeric(10, 2),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_month_locks" (
	"comp_id" integer NOT NULL,
	"month" text NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_month_locks_comp_id_month_pk" PRIMARY KEY("comp_id","month")
);
--> statement-breakpoint
CREATE TABLE "attendance_punches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_punches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"ip" text,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"place" text,
	"note" text,
	"request_id" integer,
	"created_by" integer,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"staff_name" text NOT NULL,
	"employee_type" smallint NOT NULL,
	"dept_id" integer,
	"leave_type_id" integer,
	"start_day" date,
	"start_half" text,
	"end_day" date,
	"end_half" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"amount" numeric(10, 2),
	"unit" text,
	"day_type" text,
	"compensation" text,
	"cause" text,
	"destination" text,
	"reason" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" integer,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_roster" (
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"shift_id" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_roster_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"comp_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"times" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_staff_profiles" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"comp_id" integer NOT NULL,
	"work_start_date" date,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_balance_entries" ADD CONSTRAINT "attendance_balance_entries_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_balance_entries" ADD CONSTRAINT "attendance_balance_entries_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_balance_entries" ADD CONSTRAINT "attendance_balance_entries_leave_type_id_attendance_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."attendance_leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_balance_entries" ADD CONSTRAINT "attendance_balance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_calendar_days" ADD CONSTRAINT "attendance_calendar_days_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_calendar_days" ADD CONSTRAINT "attendance_calendar_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily_results" ADD CONSTRAINT "attendance_daily_results_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_daily_results" ADD CONSTRAINT "attendance_daily_results_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_group_rules" ADD CONSTRAINT "attendance_group_rules_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_group_rules" ADD CONSTRAINT "attendance_group_rules_group_id_attendance_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attendance_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_group_rules" ADD CONSTRAINT "attendance_group_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_groups" ADD CONSTRAINT "attendance_groups_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_leave_types" ADD CONSTRAINT "attendance_leave_types_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_punches" ADD CONSTRAINT "attendance_punches_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_requests" ADD CONSTRAINT "attendance_requests_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_requests" ADD CONSTRAINT "attendance_requests_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_requests" ADD CONSTRAINT "attendance_requests_leave_type_id_attendance_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."attendance_leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_requests" ADD CONSTRAINT "attendance_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster" ADD CONSTRAINT "attendance_roster_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster" ADD CONSTRAINT "attendance_roster_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster" ADD CONSTRAINT "attendance_roster_shift_id_attendance_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."attendance_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_roster" ADD CONSTRAINT "attendance_roster_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_shifts" ADD CONSTRAINT "attendance_shifts_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_staff_profiles" ADD CONSTRAINT "attendance_staff_profiles_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_staff_profiles" ADD CONSTRAINT "attendance_staff_profiles_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_staff_profiles" ADD CONSTRAINT "attendance_staff_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_balance_entries_staff_idx" ON "attendance_balance_entries" USING btree ("comp_id","staff_id","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_balance_entries_ref_uq" ON "attendance_balance_entries" USING btree ("staff_id","leave_type_id","kind","ref_kind","ref_id") WHERE "attendance_balance_entries"."ref_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_calendar_days_uq" ON "attendance_calendar_days" USING btree ("comp_id","day");--> statement-breakpoint
CREATE INDEX "attendance_daily_results_comp_idx" ON "attendance_daily_results" USING btree ("comp_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_group_rules_uq" ON "attendance_group_rules" USING btree ("group_id","effective_from");--> statement-breakpoint
CREATE INDEX "attendance_group_rules_comp_idx" ON "attendance_group_rules" USING btree ("comp_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_groups_name_uq" ON "attendance_groups" USING btree ("comp_id","name") WHERE "attendance_groups"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_leave_types_name_uq" ON "attendance_leave_types" USING btree ("comp_id","name");--> statement-breakpoint
CREATE INDEX "attendance_punches_staff_idx" ON "attendance_punches" USING btree ("comp_id","staff_id","at");--> statement-breakpoint
CREATE INDEX "attendance_punches_comp_idx" ON "attendance_punches" USING btree ("comp_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_punches_import_uq" ON "attendance_punches" USING btree ("staff_id","at") WHERE "attendance_punches"."source" = 'import' and "attendance_punches"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_requests_list_idx" ON "attendance_requests" USING btree ("comp_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "attendance_requests_staff_idx" ON "attendance_requests" USING btree ("staff_id","kind","status");--> statement-breakpoint
CREATE INDEX "attendance_roster_comp_idx" ON "attendance_roster" USING btree ("comp_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_shifts_name_uq" ON "attendance_shifts" USING btree ("comp_id","name") WHERE "attendance_shifts"."status" = 1;
CREATE TABLE "perf_checkins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_checkins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"item_id" integer,
	"progress" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"template_id" integer NOT NULL,
	"config" jsonb,
	"scope" jsonb NOT NULL,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"stage" text DEFAULT 'targetSetting' NOT NULL,
	"launched_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_item_scores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_item_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"reviewer_user_id" integer NOT NULL,
	"score" numeric(12, 4) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_sheet_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_sheet_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_sheet_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_sheet_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"section" smallint NOT NULL,
	"section_kind" text NOT NULL,
	"indicator_id" integer,
	"name" text NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rule" jsonb DEFAULT '{"kind":"manual"}'::jsonb NOT NULL,
	"key_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"target_text" text DEFAULT '' NOT NULL,
	"actual" numeric(12, 4),
	"progress" smallint DEFAULT 0 NOT NULL,
	"self_comment" text DEFAULT '' NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" numeric(12, 4),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"user_id" integer,
	"department_id" integer,
	"position_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"reviewers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_level" smallint DEFAULT 0 NOT NULL,
	"total_score" numeric(12, 4),
	"grade" text,
	"calibrated_grade" text,
	"calibration_note" text,
	"potential" smallint,
	"self_summary" text DEFAULT '' NOT NULL,
	"appeal" text,
	"appeal_reply" text,
	"approval_instance_id" integer,
	"targets_approved_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_indicator_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_indicator_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_indicators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_indicators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"definition" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"rule" jsonb DEFAULT '{"kind":"manual"}'::jsonb NOT NULL,
	"key_results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"config" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_rater_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_rater_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"relation" text NOT NULL,
	"submission" text NOT NULL,
	"score" numeric(12, 4) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perf_raters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perf_raters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"relation" text NOT NULL,
	"rater_user_id" integer,
	"external_name" text,
	"external_mobile" text,
	"token_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perf_checkins" ADD CONSTRAINT "perf_checkins_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_checkins" ADD CONSTRAINT "perf_checkins_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_checkins" ADD CONSTRAINT "perf_checkins_item_id_perf_sheet_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."perf_sheet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_checkins" ADD CONSTRAINT "perf_checkins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_cycles" ADD CONSTRAINT "perf_cycles_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_cycles" ADD CONSTRAINT "perf_cycles_template_id_perf_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."perf_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_cycles" ADD CONSTRAINT "perf_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_cycles" ADD CONSTRAINT "perf_cycles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_item_scores" ADD CONSTRAINT "perf_item_scores_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_item_scores" ADD CONSTRAINT "perf_item_scores_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_item_scores" ADD CONSTRAINT "perf_item_scores_item_id_perf_sheet_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."perf_sheet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_item_scores" ADD CONSTRAINT "perf_item_scores_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_events" ADD CONSTRAINT "perf_sheet_events_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_events" ADD CONSTRAINT "perf_sheet_events_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_events" ADD CONSTRAINT "perf_sheet_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_items" ADD CONSTRAINT "perf_sheet_items_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_items" ADD CONSTRAINT "perf_sheet_items_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheet_items" ADD CONSTRAINT "perf_sheet_items_indicator_id_perf_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."perf_indicators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheets" ADD CONSTRAINT "perf_sheets_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheets" ADD CONSTRAINT "perf_sheets_cycle_id_perf_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."perf_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheets" ADD CONSTRAINT "perf_sheets_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_sheets" ADD CONSTRAINT "perf_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicator_groups" ADD CONSTRAINT "perf_indicator_groups_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicator_groups" ADD CONSTRAINT "perf_indicator_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicator_groups" ADD CONSTRAINT "perf_indicator_groups_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicators" ADD CONSTRAINT "perf_indicators_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicators" ADD CONSTRAINT "perf_indicators_group_id_perf_indicator_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."perf_indicator_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicators" ADD CONSTRAINT "perf_indicators_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_indicators" ADD CONSTRAINT "perf_indicators_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_templates" ADD CONSTRAINT "perf_templates_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_templates" ADD CONSTRAINT "perf_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_templates" ADD CONSTRAINT "perf_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_rater_answers" ADD CONSTRAINT "perf_rater_answers_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_rater_answers" ADD CONSTRAINT "perf_rater_answers_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_rater_answers" ADD CONSTRAINT "perf_rater_answers_item_id_perf_sheet_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."perf_sheet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_raters" ADD CONSTRAINT "perf_raters_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_raters" ADD CONSTRAINT "perf_raters_sheet_id_perf_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."perf_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perf_raters" ADD CONSTRAINT "perf_raters_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perf_checkins_sheet_idx" ON "perf_checkins" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "perf_cycles_comp_idx" ON "perf_cycles" USING btree ("comp_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "perf_item_scores_uq" ON "perf_item_scores" USING btree ("item_id","level","reviewer_user_id");--> statement-breakpoint
CREATE INDEX "perf_sheet_events_sheet_idx" ON "perf_sheet_events" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "perf_sheet_items_sheet_idx" ON "perf_sheet_items" USING btree ("sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perf_sheets_cycle_staff_uq" ON "perf_sheets" USING btree ("cycle_id","staff_id");--> statement-breakpoint
CREATE INDEX "perf_sheets_comp_status_idx" ON "perf_sheets" USING btree ("comp_id","status");--> statement-breakpoint
CREATE INDEX "perf_sheets_user_idx" ON "perf_sheets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "perf_indicator_groups_comp_idx" ON "perf_indicator_groups" USING btree ("comp_id","kind");--> statement-breakpoint
CREATE INDEX "perf_indicators_comp_idx" ON "perf_indicators" USING btree ("comp_id","kind","group_id");--> statement-breakpoint
CREATE INDEX "perf_templates_comp_idx" ON "perf_templates" USING btree ("comp_id");--> statement-breakpoint
CREATE INDEX "perf_rater_answers_sheet_idx" ON "perf_rater_answers" USING btree ("sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perf_rater_answers_uq" ON "perf_rater_answers" USING btree ("submission","item_id");--> statement-breakpoint
CREATE INDEX "perf_raters_sheet_idx" ON "perf_raters" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "perf_raters_user_idx" ON "perf_raters" USING btree ("rater_user_id");
CREATE TABLE "diary_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_likes" (
	"report_id" integer NOT NULL,
	"comp_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_likes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "diary_report_reviewers" (
	"report_id" integer NOT NULL,
	"comp_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_report_reviewers_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "diary_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"dept_id" integer,
	"period_key" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_rule_reminders" (
	"rule_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"comp_id" integer NOT NULL,
	"reminded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diary_rule_reminders_rule_id_period_key_pk" PRIMARY KEY("rule_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "diary_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"template_id" integer NOT NULL,
	"dept_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_weekday" smallint,
	"due_day" smallint,
	"due_time" text NOT NULL,
	"remind_minutes" integer DEFAULT 30 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diary_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"form" jsonb NOT NULL,
	"builtin" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_comments" ADD CONSTRAINT "diary_comments_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_comments" ADD CONSTRAINT "diary_comments_report_id_diary_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."diary_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_comments" ADD CONSTRAINT "diary_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_likes" ADD CONSTRAINT "diary_likes_report_id_diary_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."diary_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_likes" ADD CONSTRAINT "diary_likes_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_likes" ADD CONSTRAINT "diary_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_report_reviewers" ADD CONSTRAINT "diary_report_reviewers_report_id_diary_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."diary_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_report_reviewers" ADD CONSTRAINT "diary_report_reviewers_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_report_reviewers" ADD CONSTRAINT "diary_report_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_reports" ADD CONSTRAINT "diary_reports_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_reports" ADD CONSTRAINT "diary_reports_template_id_diary_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."diary_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_reports" ADD CONSTRAINT "diary_reports_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_rule_reminders" ADD CONSTRAINT "diary_rule_reminders_rule_id_diary_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."diary_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_rule_reminders" ADD CONSTRAINT "diary_rule_reminders_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_rules" ADD CONSTRAINT "diary_rules_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_rules" ADD CONSTRAINT "diary_rules_template_id_diary_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."diary_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_rules" ADD CONSTRAINT "diary_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_templates" ADD CONSTRAINT "diary_templates_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_templates" ADD CONSTRAINT "diary_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diary_comments_report_idx" ON "diary_comments" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "diary_report_reviewers_user_idx" ON "diary_report_reviewers" USING btree ("comp_id","user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diary_reports_author_period_uq" ON "diary_reports" USING btree ("comp_id","template_id","author_user_id","period_key");--> statement-breakpoint
CREATE INDEX "diary_reports_author_idx" ON "diary_reports" USING btree ("comp_id","author_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "diary_rules_comp_idx" ON "diary_rules" USING btree ("comp_id","status");--> statement-breakpoint
CREATE INDEX "diary_templates_comp_idx" ON "diary_templates" USING btree ("comp_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "diary_templates_builtin_uq" ON "diary_templates" USING btree ("comp_id","builtin");
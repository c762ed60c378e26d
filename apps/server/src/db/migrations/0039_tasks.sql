CREATE TABLE "oa_task_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oa_task_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_task_check_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oa_task_check_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"title" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_by" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_task_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oa_task_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"mention_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_task_members" (
	"comp_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "oa_task_members_task_id_role_user_id_pk" PRIMARY KEY("task_id","role","user_id")
);
--> statement-breakpoint
CREATE TABLE "oa_task_reminders" (
	"comp_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oa_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"completed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oa_task_activities" ADD CONSTRAINT "oa_task_activities_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_activities" ADD CONSTRAINT "oa_task_activities_task_id_oa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_activities" ADD CONSTRAINT "oa_task_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_check_items" ADD CONSTRAINT "oa_task_check_items_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_check_items" ADD CONSTRAINT "oa_task_check_items_task_id_oa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_check_items" ADD CONSTRAINT "oa_task_check_items_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_comments" ADD CONSTRAINT "oa_task_comments_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_comments" ADD CONSTRAINT "oa_task_comments_task_id_oa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_comments" ADD CONSTRAINT "oa_task_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_members" ADD CONSTRAINT "oa_task_members_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_members" ADD CONSTRAINT "oa_task_members_task_id_oa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_members" ADD CONSTRAINT "oa_task_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_reminders" ADD CONSTRAINT "oa_task_reminders_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_task_reminders" ADD CONSTRAINT "oa_task_reminders_task_id_oa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_tasks" ADD CONSTRAINT "oa_tasks_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_tasks" ADD CONSTRAINT "oa_tasks_parent_id_oa_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."oa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oa_tasks" ADD CONSTRAINT "oa_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oa_task_activities_task_idx" ON "oa_task_activities" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "oa_task_check_items_task_idx" ON "oa_task_check_items" USING btree ("task_id","sort");--> statement-breakpoint
CREATE INDEX "oa_task_comments_task_idx" ON "oa_task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "oa_task_members_user_idx" ON "oa_task_members" USING btree ("comp_id","user_id","role","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oa_task_reminders_once_idx" ON "oa_task_reminders" USING btree ("task_id","kind","due_at");--> statement-breakpoint
CREATE INDEX "oa_tasks_comp_due_idx" ON "oa_tasks" USING btree ("comp_id","status","due_at");--> statement-breakpoint
CREATE INDEX "oa_tasks_parent_idx" ON "oa_tasks" USING btree ("parent_id");
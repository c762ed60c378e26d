CREATE TABLE "approval_mentions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_mentions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mentioned_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_instances" ADD COLUMN "resubmitted_as" integer;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "act_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_mentions" ADD CONSTRAINT "approval_mentions_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_mentions" ADD CONSTRAINT "approval_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_mentions" ADD CONSTRAINT "approval_mentions_mentioned_by_users_id_fk" FOREIGN KEY ("mentioned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_mentions_uq" ON "approval_mentions" USING btree ("instance_id","user_id");--> statement-breakpoint
CREATE INDEX "approval_mentions_user_idx" ON "approval_mentions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_due_idx" ON "approval_tasks" USING btree ("act_at","remind_at") WHERE "approval_tasks"."state" = 'pending';
CREATE TABLE "chat_group_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_group_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" text NOT NULL,
	"application_type" integer DEFAULT 0 NOT NULL,
	"applicant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"handled_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "self_signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "gender" text DEFAULT 'Gender_Type_Unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD COLUMN "allow_type" text DEFAULT 'AllowType_Type_NeedConfirm' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_group_members" ADD COLUMN "name_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "notification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "join_option" text DEFAULT 'FreeAccess' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "is_support_topic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_thread_states" ADD COLUMN "left_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_thread_states" ADD COLUMN "left_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_group_applications" ADD CONSTRAINT "chat_group_applications_group_id_chat_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_group_applications_pending_uq" ON "chat_group_applications" USING btree ("group_id","user_id") WHERE "chat_group_applications"."status" = '';--> statement-breakpoint
CREATE INDEX "chat_group_applications_group_idx" ON "chat_group_applications" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "chat_group_members_role_idx" ON "chat_group_members" USING btree ("group_id","role");
CREATE TABLE "chat_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"face_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_deleted_messages" (
	"user_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "chat_deleted_messages_user_id_thread_id_seq_pk" PRIMARY KEY("user_id","thread_id","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_group_members" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'Member' NOT NULL,
	"mute_until" timestamp with time zone,
	"joined_seq" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"group_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"owner_id" text NOT NULL,
	"mute_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_media" (
	"url" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"image_format" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"preview_url" text DEFAULT '' NOT NULL,
	"preview_width" integer DEFAULT 0 NOT NULL,
	"preview_height" integer DEFAULT 0 NOT NULL,
	"uploader_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mentions" (
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "chat_mentions_thread_id_seq_user_id_pk" PRIMARY KEY("thread_id","seq","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" text NOT NULL,
	"client_id" text NOT NULL,
	"conv_type" text NOT NULL,
	"to_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"nick" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"cloud_custom_data" text DEFAULT '' NOT NULL,
	"at_user_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"need_read_receipt" boolean DEFAULT false NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoker" text DEFAULT '' NOT NULL,
	"risk" boolean DEFAULT false NOT NULL,
	"modified" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"time" integer NOT NULL,
	CONSTRAINT "chat_messages_thread_id_seq_pk" PRIMARY KEY("thread_id","seq")
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"reaction_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_thread_id_seq_reaction_id_user_id_pk" PRIMARY KEY("thread_id","seq","reaction_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_receipts" (
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_receipts_thread_id_seq_user_id_pk" PRIMARY KEY("thread_id","seq","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_thread_states" (
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"peer_id" text NOT NULL,
	"read_seq" integer DEFAULT 0 NOT NULL,
	"cleared_seq" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"remind_type" text DEFAULT 'AcceptAndNotify' NOT NULL,
	CONSTRAINT "chat_thread_states_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"max_seq" integer DEFAULT 0 NOT NULL,
	"last_time" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_group_members" ADD CONSTRAINT "chat_group_members_group_id_chat_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_states" ADD CONSTRAINT "chat_thread_states_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_group_members_user_idx" ON "chat_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_mentions_user_idx" ON "chat_mentions" USING btree ("user_id","thread_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_uq" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_time_idx" ON "chat_messages" USING btree ("thread_id","time");--> statement-breakpoint
CREATE INDEX "chat_reactions_created_idx" ON "chat_reactions" USING btree ("thread_id","seq","reaction_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_thread_states_user_idx" ON "chat_thread_states" USING btree ("user_id");
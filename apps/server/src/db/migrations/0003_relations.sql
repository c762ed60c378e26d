CREATE TABLE "chat_blacklist" (
	"user_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blacklist_user_id_blocked_id_pk" PRIMARY KEY("user_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "chat_friend_applications" (
	"from_id" text NOT NULL,
	"to_id" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_friend_applications_from_id_to_id_pk" PRIMARY KEY("from_id","to_id")
);
--> statement-breakpoint
CREATE TABLE "chat_friends" (
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"wording" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_friends_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
ALTER TABLE "chat_blacklist" ADD CONSTRAINT "chat_blacklist_user_id_chat_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blacklist" ADD CONSTRAINT "chat_blacklist_blocked_id_chat_accounts_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friend_applications" ADD CONSTRAINT "chat_friend_applications_from_id_chat_accounts_user_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friend_applications" ADD CONSTRAINT "chat_friend_applications_to_id_chat_accounts_user_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friends" ADD CONSTRAINT "chat_friends_user_id_chat_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friends" ADD CONSTRAINT "chat_friends_friend_id_chat_accounts_user_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."chat_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_friend_applications_to_idx" ON "chat_friend_applications" USING btree ("to_id");--> statement-breakpoint
CREATE INDEX "chat_friends_friend_idx" ON "chat_friends" USING btree ("friend_id");
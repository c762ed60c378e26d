CREATE TABLE "dict_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"group_code" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"icp" text DEFAULT '' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"service_email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"placement" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_platform_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."platform_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_code_uq" ON "dict_items" USING btree ("type","group_code","code");--> statement-breakpoint
CREATE INDEX "dict_items_list_idx" ON "dict_items" USING btree ("type","group_code","sort");--> statement-breakpoint
CREATE INDEX "dict_items_parent_idx" ON "dict_items" USING btree ("parent_id");
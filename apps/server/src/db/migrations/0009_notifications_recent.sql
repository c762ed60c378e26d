CREATE TABLE "news_reminds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_reminds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"comp_id" integer,
	"type" text NOT NULL,
	"title_key" text NOT NULL,
	"content_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recent_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recent_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"comp_id" integer,
	"route_key" text NOT NULL,
	"title_key" text NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_reminds" ADD CONSTRAINT "news_reminds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reminds" ADD CONSTRAINT "news_reminds_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_accesses" ADD CONSTRAINT "recent_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_accesses" ADD CONSTRAINT "recent_accesses_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_reminds_owner_idx" ON "news_reminds" USING btree ("user_id","comp_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_reminds_unread_idx" ON "news_reminds" USING btree ("user_id","comp_id","type") WHERE "news_reminds"."read_at" is null;--> statement-breakpoint
CREATE INDEX "recent_accesses_owner_idx" ON "recent_accesses" USING btree ("user_id","comp_id","accessed_at" DESC NULLS LAST);
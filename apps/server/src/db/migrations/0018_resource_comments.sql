CREATE TABLE "resource_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"comp_id" integer,
	"user_id" integer,
	"admin_id" integer,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resource_comments_record_idx" ON "resource_comments" USING btree ("resource","record_id","at");
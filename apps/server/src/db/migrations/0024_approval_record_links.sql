CREATE TABLE "approval_record_links" (
	"instance_id" integer PRIMARY KEY NOT NULL,
	"comp_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"transition" text NOT NULL,
	"input" jsonb NOT NULL,
	"actor" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_record_links" ADD CONSTRAINT "approval_record_links_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_record_links" ADD CONSTRAINT "approval_record_links_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_record_links_open_uq" ON "approval_record_links" USING btree ("resource","record_id") WHERE "approval_record_links"."state" = 'open';
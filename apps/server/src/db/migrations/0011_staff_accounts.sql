ALTER TABLE "company_staff" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "position_id" integer;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "rank_id" integer;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "job_no" text;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_staff" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_staff_job_no_uq" ON "company_staff" USING btree ("comp_id","job_no") WHERE "company_staff"."status" <> 2 and "company_staff"."job_no" is not null;
ALTER TABLE "company_staff" DROP CONSTRAINT "company_staff_rank_id_ranks_id_fk";
--> statement-breakpoint
DROP INDEX "company_staff_member_uq";--> statement-breakpoint
ALTER TABLE "company_staff" ADD CONSTRAINT "company_staff_rank_id_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."ranks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_staff_member_uq" ON "company_staff" USING btree ("comp_id","user_id") WHERE "company_staff"."status" <> 2;
CREATE TABLE "labor_contract_reminders" (
	"contract_id" integer NOT NULL,
	"within_days" smallint NOT NULL,
	"end_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_contract_reminders_contract_id_within_days_end_date_pk" PRIMARY KEY("contract_id","within_days","end_date")
);
--> statement-breakpoint
CREATE TABLE "labor_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labor_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"contract_no" text NOT NULL,
	"contract_type" smallint NOT NULL,
	"sign_kind" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"probation_months" smallint DEFAULT 0 NOT NULL,
	"sign_date" date,
	"party" text,
	"work_location" text,
	"remarks" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"terminated_on" date,
	"terminate_reason" text,
	"deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "labor_contract_reminders" ADD CONSTRAINT "labor_contract_reminders_contract_id_labor_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."labor_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contracts" ADD CONSTRAINT "labor_contracts_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_contracts" ADD CONSTRAINT "labor_contracts_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_contracts_no_uq" ON "labor_contracts" USING btree ("comp_id","contract_no") WHERE "labor_contracts"."deleted" = 0;--> statement-breakpoint
CREATE INDEX "labor_contracts_list_idx" ON "labor_contracts" USING btree ("comp_id","created_at","id");--> statement-breakpoint
CREATE INDEX "labor_contracts_staff_idx" ON "labor_contracts" USING btree ("staff_id","start_date");--> statement-breakpoint
CREATE INDEX "labor_contracts_expiry_idx" ON "labor_contracts" USING btree ("end_date") WHERE "labor_contracts"."status" = 1 and "labor_contracts"."deleted" = 0;
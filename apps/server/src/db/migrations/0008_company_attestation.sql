CREATE TABLE "company_attestations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_attestations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"license_url" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"apply_status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trial_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"note" text,
	"apply_status" smallint DEFAULT 1 NOT NULL,
	"reason" text,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "scale" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "comp_label" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "attest_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_attestations" ADD CONSTRAINT "company_attestations_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_attestations" ADD CONSTRAINT "company_attestations_reviewed_by_platform_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."platform_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_handled_by_platform_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."platform_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_attestations_pending_uq" ON "company_attestations" USING btree ("comp_id") WHERE "company_attestations"."apply_status" = 1;--> statement-breakpoint
CREATE INDEX "company_attestations_status_idx" ON "company_attestations" USING btree ("apply_status","created_at");--> statement-breakpoint
CREATE INDEX "trial_applications_status_idx" ON "trial_applications" USING btree ("apply_status","created_at");
CREATE TABLE "company_columns" (
	"comp_id" integer NOT NULL,
	"column_key" text NOT NULL,
	"opened" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_columns_comp_id_column_key_pk" PRIMARY KEY("comp_id","column_key")
);
--> statement-breakpoint
CREATE TABLE "staff_column_grants" (
	"staff_id" integer NOT NULL,
	"column_key" text NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_column_grants_staff_id_column_key_pk" PRIMARY KEY("staff_id","column_key")
);
--> statement-breakpoint
ALTER TABLE "company_columns" ADD CONSTRAINT "company_columns_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_column_grants" ADD CONSTRAINT "staff_column_grants_staff_id_company_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."company_staff"("id") ON DELETE no action ON UPDATE no action;
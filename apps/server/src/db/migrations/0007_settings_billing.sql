CREATE TABLE "asset_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asset_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"after" bigint NOT NULL,
	"note" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_assets" (
	"comp_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"sms_count" integer DEFAULT 0 NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_infos" (
	"comp_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"applied_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asset_ledger" ADD CONSTRAINT "asset_ledger_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_orders" ADD CONSTRAINT "billing_orders_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_assets" ADD CONSTRAINT "company_assets_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_infos" ADD CONSTRAINT "invoice_infos_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_ledger_comp_idx" ON "asset_ledger" USING btree ("comp_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_no_uq" ON "billing_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "billing_orders_comp_idx" ON "billing_orders" USING btree ("comp_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_order_uq" ON "invoice_requests" USING btree ("order_id") WHERE "invoice_requests"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "invoice_requests_comp_idx" ON "invoice_requests" USING btree ("comp_id","created_at");
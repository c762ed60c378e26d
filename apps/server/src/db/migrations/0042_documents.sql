CREATE TABLE "doc_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"node_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_nodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"parent_id" integer,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"depth" integer NOT NULL,
	"inherit" boolean DEFAULT true NOT NULL,
	"version_no" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"trashed_root" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_spaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_spaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"dept_id" integer,
	"user_id" integer,
	"inherit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doc_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comp_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_grants" ADD CONSTRAINT "doc_grants_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_grants" ADD CONSTRAINT "doc_grants_space_id_doc_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."doc_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_grants" ADD CONSTRAINT "doc_grants_node_id_doc_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."doc_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nodes" ADD CONSTRAINT "doc_nodes_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nodes" ADD CONSTRAINT "doc_nodes_space_id_doc_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."doc_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_nodes" ADD CONSTRAINT "doc_nodes_parent_id_doc_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."doc_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_spaces" ADD CONSTRAINT "doc_spaces_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_comp_id_companies_id_fk" FOREIGN KEY ("comp_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_node_id_doc_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."doc_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_versions" ADD CONSTRAINT "doc_versions_sha256_file_objects_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."file_objects"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_grants_space_idx" ON "doc_grants" USING btree ("space_id","node_id");--> statement-breakpoint
CREATE INDEX "doc_nodes_folder_idx" ON "doc_nodes" USING btree ("space_id","parent_id");--> statement-breakpoint
CREATE INDEX "doc_nodes_comp_idx" ON "doc_nodes" USING btree ("comp_id");--> statement-breakpoint
CREATE INDEX "doc_nodes_trash_idx" ON "doc_nodes" USING btree ("trashed_root");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_nodes_name_uq" ON "doc_nodes" USING btree ("space_id",coalesce("parent_id", 0),lower("name")) WHERE trashed_root is null;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_spaces_company_uq" ON "doc_spaces" USING btree ("comp_id") WHERE kind = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_spaces_dept_uq" ON "doc_spaces" USING btree ("comp_id","dept_id") WHERE kind = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_spaces_personal_uq" ON "doc_spaces" USING btree ("comp_id","user_id") WHERE kind = 3;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_versions_node_no_uq" ON "doc_versions" USING btree ("node_id","version_no");
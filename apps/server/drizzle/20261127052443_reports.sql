CREATE TABLE "report_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_likes" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "report_likes_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_tag_links" (
	"report_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "report_tag_links_report_id_tag_id_pk" PRIMARY KEY("report_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "report_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"state" text NOT NULL,
	"author_id" integer NOT NULL,
	"company_id" integer,
	"publication_date" date NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_state" CHECK ("reports"."state" in ('DRAFT', 'PRIVATE', 'PUBLIC', 'INACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "report_images" ADD CONSTRAINT "report_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_likes" ADD CONSTRAINT "report_likes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_likes" ADD CONSTRAINT "report_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tag_links" ADD CONSTRAINT "report_tag_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tag_links" ADD CONSTRAINT "report_tag_links_tag_id_report_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."report_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tags" ADD CONSTRAINT "report_tags_parent_id_report_tags_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_tag_links_tag" ON "report_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_tags_name_lower" ON "report_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "reports_state_date" ON "reports" USING btree ("state","publication_date");--> statement-breakpoint
CREATE INDEX "reports_search_words" ON "reports" USING gin (to_tsvector('simple', "search_text"));
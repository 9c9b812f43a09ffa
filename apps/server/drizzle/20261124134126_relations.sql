CREATE TABLE "commodity_hedge_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"exposure_id" integer NOT NULL,
	"hedge_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	CONSTRAINT "commodity_hedge_links_amount_positive" CHECK ("commodity_hedge_links"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "currency_hedge_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"exposure_id" integer NOT NULL,
	"hedge_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	CONSTRAINT "currency_hedge_links_amount_positive" CHECK ("currency_hedge_links"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "commodity_hedge_links" ADD CONSTRAINT "commodity_hedge_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedge_links" ADD CONSTRAINT "commodity_hedge_links_exposure_id_commodity_exposures_id_fk" FOREIGN KEY ("exposure_id") REFERENCES "public"."commodity_exposures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedge_links" ADD CONSTRAINT "commodity_hedge_links_hedge_id_commodity_hedges_id_fk" FOREIGN KEY ("hedge_id") REFERENCES "public"."commodity_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedge_links" ADD CONSTRAINT "commodity_hedge_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedge_links" ADD CONSTRAINT "commodity_hedge_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedge_links" ADD CONSTRAINT "currency_hedge_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedge_links" ADD CONSTRAINT "currency_hedge_links_exposure_id_currency_exposures_id_fk" FOREIGN KEY ("exposure_id") REFERENCES "public"."currency_exposures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedge_links" ADD CONSTRAINT "currency_hedge_links_hedge_id_currency_hedges_id_fk" FOREIGN KEY ("hedge_id") REFERENCES "public"."currency_hedges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedge_links" ADD CONSTRAINT "currency_hedge_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedge_links" ADD CONSTRAINT "currency_hedge_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_hedge_links_pair" ON "commodity_hedge_links" USING btree ("exposure_id","hedge_id");--> statement-breakpoint
CREATE INDEX "commodity_hedge_links_hedge" ON "commodity_hedge_links" USING btree ("hedge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_hedge_links_pair" ON "currency_hedge_links" USING btree ("exposure_id","hedge_id");--> statement-breakpoint
CREATE INDEX "currency_hedge_links_hedge" ON "currency_hedge_links" USING btree ("hedge_id");
CREATE TABLE "budget_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"portfolio_id" integer NOT NULL,
	"currency_pair" text,
	"commodity_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rate" numeric NOT NULL,
	CONSTRAINT "budget_rates_one_asset" CHECK (("budget_rates"."currency_pair" is null) <> ("budget_rates"."commodity_id" is null))
);
--> statement-breakpoint
CREATE TABLE "hedging_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"portfolio_id" integer NOT NULL,
	"currency_pair" text,
	"commodity_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"objective" text NOT NULL,
	"parameters" text NOT NULL,
	"flow" jsonb NOT NULL,
	CONSTRAINT "hedging_programs_one_asset" CHECK (("hedging_programs"."currency_pair" is null) <> ("hedging_programs"."commodity_id" is null))
);
--> statement-breakpoint
ALTER TABLE "budget_rates" ADD CONSTRAINT "budget_rates_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_rates" ADD CONSTRAINT "budget_rates_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_rates" ADD CONSTRAINT "budget_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedging_programs" ADD CONSTRAINT "hedging_programs_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedging_programs" ADD CONSTRAINT "hedging_programs_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedging_programs" ADD CONSTRAINT "hedging_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_rates_currency" ON "budget_rates" USING btree ("portfolio_id","currency_pair","created_at");--> statement-breakpoint
CREATE INDEX "budget_rates_commodity" ON "budget_rates" USING btree ("portfolio_id","commodity_id","created_at");--> statement-breakpoint
CREATE INDEX "hedging_programs_currency" ON "hedging_programs" USING btree ("portfolio_id","currency_pair","created_at");--> statement-breakpoint
CREATE INDEX "hedging_programs_commodity" ON "hedging_programs" USING btree ("portfolio_id","commodity_id","created_at");
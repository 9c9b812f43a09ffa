CREATE TABLE "book_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"row_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity_exposures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	"fk_idportfolio" integer NOT NULL,
	"fk_idcommodity" integer NOT NULL,
	"quotation" text NOT NULL,
	"fk_idcommodityexposureoption" text NOT NULL,
	"fk_idpricingmethod" text NOT NULL,
	"date" date NOT NULL,
	"quantity" numeric NOT NULL,
	"commodity_unit" text NOT NULL,
	"commodity_currency" text,
	"contract_month_year" text NOT NULL,
	"continuation_month" integer NOT NULL,
	"port" text,
	"fk_idincoterms" text,
	"base" numeric,
	"freight" numeric,
	"insurance" numeric,
	"tariffs" numeric,
	"bonus" numeric,
	"percent_bonus" numeric,
	"settlement_price" numeric,
	"settlement_pnl" numeric,
	"issue_date" date,
	"fk_id_end_product" integer,
	"counterparty" text,
	"custom_name" text,
	"custom_id" text,
	"provider" text,
	"client" text,
	"plant" text,
	"comments" text,
	"hedged_date" date,
	"sale_date" date,
	"shipping_date" date
);
--> statement-breakpoint
CREATE TABLE "commodity_hedges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	"fk_idportafolio" integer NOT NULL,
	"fk_idcommodity" integer NOT NULL,
	"quotation" text NOT NULL,
	"buy_sell" text NOT NULL,
	"derivative" text NOT NULL,
	"fk_idoptiontype" integer NOT NULL,
	"trade_date" date NOT NULL,
	"fixing_date" date NOT NULL,
	"value_date" date NOT NULL,
	"strike" numeric NOT NULL,
	"premium" numeric NOT NULL,
	"fk_idcountry_premium_currency" text,
	"premium_value_date" date NOT NULL,
	"barrier" numeric,
	"barrier_2" numeric,
	"asian_fixing_start_date" date,
	"strategy_code" text,
	"spot_reference" numeric,
	"custom_strategy_name" text,
	"counterpartys_id" text,
	"counterparty" text,
	"settlement_pnl" numeric,
	"new_event" boolean,
	"undelying_position" text,
	"hedge_asset" text,
	"settlement_type" text NOT NULL,
	"quantity" numeric NOT NULL,
	"commodity_unit" text NOT NULL,
	"commodity_currency" text,
	"contract_month_year" text NOT NULL,
	"continuation_month" integer NOT NULL,
	"fk_idcommodity_strategy" text,
	"port" text NOT NULL,
	"settlement_price" numeric,
	"fk_id_end_product" integer,
	"custom_name" text,
	"custom_id" text,
	"provider" text,
	"client" text,
	"plant" text,
	"comments" text,
	"hedged_date" date,
	"sale_date" date,
	"shipping_date" date
);
--> statement-breakpoint
CREATE TABLE "currency_exposures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	"fk_idportafolio" integer NOT NULL,
	"fk_idcurrency" text NOT NULL,
	"fk_idexposureoption" text NOT NULL,
	"notional" numeric NOT NULL,
	"fk_idcountry_currency" text NOT NULL,
	"planned_expiration_date" date NOT NULL,
	"realized_expiration_date" date,
	"rate_at_realized_expiration_date" numeric,
	"settlement_pnl" numeric,
	"issue_date" date,
	"rate_at_issue_date" numeric,
	"expiration_date" date,
	"hedge_asset" text,
	"end_product" text,
	"custom_name" text,
	"custom_id" text,
	"provider" text,
	"client" text,
	"plant" text,
	"comments" text,
	"hedged_date" date,
	"sale_date" date,
	"shipping_date" date
);
--> statement-breakpoint
CREATE TABLE "currency_hedges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer NOT NULL,
	"fk_idportafolio" integer NOT NULL,
	"fk_idcurrency" text NOT NULL,
	"buy_sell" text NOT NULL,
	"derivative" text NOT NULL,
	"fk_idoptiontype" integer NOT NULL,
	"trade_date" date NOT NULL,
	"fixing_date" date NOT NULL,
	"value_date" date NOT NULL,
	"strike" numeric NOT NULL,
	"premium" numeric NOT NULL,
	"fk_idcountry_premium_currency" text NOT NULL,
	"premium_value_date" date NOT NULL,
	"barrier" numeric,
	"barrier_2" numeric,
	"asian_fixing_start_date" date,
	"strategy_code" text,
	"spot_reference" numeric,
	"custom_strategy_name" text,
	"counterpartys_id" text,
	"counterparty" text,
	"settlement_pnl" numeric,
	"new_event" boolean,
	"undelying_position" text,
	"hedge_asset" text,
	"settlement_type" text,
	"notional" numeric NOT NULL,
	"fk_idcountry_currency" text NOT NULL,
	"fk_idcurrencystrategy_derivative" text,
	"settlement_rate" numeric,
	"end_product" text,
	"custom_name" text,
	"custom_id" text,
	"provider" text,
	"client" text,
	"plant" text,
	"comments" text,
	"hedged_date" date,
	"sale_date" date,
	"shipping_date" date
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset" text NOT NULL,
	"name" text NOT NULL,
	"name_id" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"first_second_strike_equal" boolean NOT NULL,
	"risk_profile_buyer" integer NOT NULL,
	"risk_profile_seller" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"choices" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "plant_id" integer;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "provider_id" integer;--> statement-breakpoint
ALTER TABLE "book_changes" ADD CONSTRAINT "book_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_changes" ADD CONSTRAINT "book_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD CONSTRAINT "commodity_exposures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD CONSTRAINT "commodity_exposures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD CONSTRAINT "commodity_exposures_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD CONSTRAINT "commodity_exposures_portfolio_fk" FOREIGN KEY ("fk_idportfolio") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD CONSTRAINT "commodity_exposures_asset_fk" FOREIGN KEY ("fk_idcommodity") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD CONSTRAINT "commodity_hedges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD CONSTRAINT "commodity_hedges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD CONSTRAINT "commodity_hedges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD CONSTRAINT "commodity_hedges_portfolio_fk" FOREIGN KEY ("fk_idportafolio") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD CONSTRAINT "commodity_hedges_asset_fk" FOREIGN KEY ("fk_idcommodity") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD CONSTRAINT "currency_exposures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD CONSTRAINT "currency_exposures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD CONSTRAINT "currency_exposures_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD CONSTRAINT "currency_exposures_portfolio_fk" FOREIGN KEY ("fk_idportafolio") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD CONSTRAINT "currency_exposures_asset_fk" FOREIGN KEY ("fk_idcurrency") REFERENCES "public"."currency_pairs"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD CONSTRAINT "currency_hedges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD CONSTRAINT "currency_hedges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD CONSTRAINT "currency_hedges_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD CONSTRAINT "currency_hedges_portfolio_fk" FOREIGN KEY ("fk_idportafolio") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD CONSTRAINT "currency_hedges_asset_fk" FOREIGN KEY ("fk_idcurrency") REFERENCES "public"."currency_pairs"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_changes_row" ON "book_changes" USING btree ("company_id","entity","row_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_company_name" ON "businesses" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_name" ON "clients" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "commodity_exposures_scope" ON "commodity_exposures" USING btree ("company_id","fk_idportfolio","fk_idcommodity");--> statement-breakpoint
CREATE INDEX "commodity_exposures_portfolio" ON "commodity_exposures" USING btree ("fk_idportfolio");--> statement-breakpoint
CREATE INDEX "commodity_hedges_scope" ON "commodity_hedges" USING btree ("company_id","fk_idportafolio","fk_idcommodity");--> statement-breakpoint
CREATE INDEX "commodity_hedges_portfolio" ON "commodity_hedges" USING btree ("fk_idportafolio");--> statement-breakpoint
CREATE INDEX "currency_exposures_scope" ON "currency_exposures" USING btree ("company_id","fk_idportafolio","fk_idcurrency");--> statement-breakpoint
CREATE INDEX "currency_exposures_portfolio" ON "currency_exposures" USING btree ("fk_idportafolio");--> statement-breakpoint
CREATE INDEX "currency_hedges_scope" ON "currency_hedges" USING btree ("company_id","fk_idportafolio","fk_idcurrency");--> statement-breakpoint
CREATE INDEX "currency_hedges_portfolio" ON "currency_hedges" USING btree ("fk_idportafolio");--> statement-breakpoint
CREATE UNIQUE INDEX "plants_company_name" ON "plants" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_company_name" ON "providers" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "strategies_asset_name" ON "strategies" USING btree ("asset","name");--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;
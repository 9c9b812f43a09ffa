CREATE TABLE "bank_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"price" double precision NOT NULL,
	"fair_value" double precision NOT NULL,
	"margin_bps" double precision NOT NULL,
	"amount" double precision NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"taken_by" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counterparties" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"spread_bps" double precision,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"counterparty_id" integer NOT NULL,
	"tenor" text NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "credit_lines_counterparty_id_tenor_pk" PRIMARY KEY("counterparty_id","tenor")
);
--> statement-breakpoint
CREATE TABLE "desk_limits" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"request_limit" double precision NOT NULL,
	"margin_threshold_bps" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"desk_role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hedge_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"state" text NOT NULL,
	"action" text NOT NULL,
	"detail" text,
	"ticket_id" integer
);
--> statement-breakpoint
CREATE TABLE "hedge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"asset" text NOT NULL,
	"area" text NOT NULL,
	"side" text NOT NULL,
	"settlements" jsonb NOT NULL,
	"unit" text,
	"units" jsonb NOT NULL,
	"strategy" jsonb NOT NULL,
	"strategy_name" text NOT NULL,
	"quote_basis" text NOT NULL,
	"amount" double precision NOT NULL,
	"filled" double precision DEFAULT 0 NOT NULL,
	"limit_rate" double precision,
	"window" text NOT NULL,
	"validity" text NOT NULL,
	"valid_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"window_ends" timestamp with time zone,
	"note" text,
	"justification" text,
	"origin" text NOT NULL,
	"state" text NOT NULL,
	"checks" jsonb,
	"pending_approval" jsonb,
	"approved_quote_id" integer,
	"approved_by" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"counterparty_id" integer,
	"what" text NOT NULL,
	"before" double precision,
	"after" double precision NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "trade_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" text NOT NULL,
	"request_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"counterparty_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"executed_rate" double precision NOT NULL,
	"premium" double precision NOT NULL,
	"margin_bps" double precision NOT NULL,
	"desk_amount" double precision NOT NULL,
	"value_dates" jsonb NOT NULL,
	"booked_rows" jsonb NOT NULL,
	"trader_id" integer NOT NULL,
	"approved_by" integer,
	"executed_at" timestamp with time zone NOT NULL,
	"simulated" boolean NOT NULL,
	CONSTRAINT "trade_tickets_trade_id_unique" UNIQUE("trade_id"),
	CONSTRAINT "trade_tickets_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD COLUMN "trade_id" text;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD COLUMN "hedge_request" text;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD COLUMN "trade_id" text;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD COLUMN "hedge_request" text;--> statement-breakpoint
ALTER TABLE "bank_quotes" ADD CONSTRAINT "bank_quotes_request_id_hedge_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hedge_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_quotes" ADD CONSTRAINT "bank_quotes_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_quotes" ADD CONSTRAINT "bank_quotes_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_limits" ADD CONSTRAINT "desk_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_members" ADD CONSTRAINT "desk_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_request_events" ADD CONSTRAINT "hedge_request_events_request_id_hedge_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hedge_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_request_events" ADD CONSTRAINT "hedge_request_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_request_events" ADD CONSTRAINT "hedge_request_events_ticket_id_trade_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."trade_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_requests" ADD CONSTRAINT "hedge_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_requests" ADD CONSTRAINT "hedge_requests_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_requests" ADD CONSTRAINT "hedge_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hedge_requests" ADD CONSTRAINT "hedge_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tickets" ADD CONSTRAINT "trade_tickets_request_id_hedge_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."hedge_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tickets" ADD CONSTRAINT "trade_tickets_quote_id_bank_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."bank_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tickets" ADD CONSTRAINT "trade_tickets_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tickets" ADD CONSTRAINT "trade_tickets_trader_id_users_id_fk" FOREIGN KEY ("trader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_tickets" ADD CONSTRAINT "trade_tickets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_quotes_request" ON "bank_quotes" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_company_code" ON "counterparties" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "hedge_request_events_request" ON "hedge_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "hedge_requests_company_state" ON "hedge_requests" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "hedge_requests_state" ON "hedge_requests" USING btree ("state");--> statement-breakpoint
CREATE INDEX "limit_changes_company" ON "limit_changes" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "trade_tickets_request" ON "trade_tickets" USING btree ("request_id");
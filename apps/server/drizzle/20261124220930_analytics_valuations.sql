CREATE TABLE "market_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"snapshot" json NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_valuations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_ids" integer[] NOT NULL,
	"user_id" integer NOT NULL,
	"area" text NOT NULL,
	"request" jsonb NOT NULL,
	"snapshot_id" text NOT NULL,
	"book" json NOT NULL,
	"valuation_date" date NOT NULL,
	"prices_date" date NOT NULL,
	"valued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_snapshot_id_market_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."market_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_valuations_user" ON "portfolio_valuations" USING btree ("user_id","valued_at");
CREATE TABLE "market_prices" (
	"instrument" text NOT NULL,
	"contract" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"settle" double precision,
	"volume" double precision,
	"open_interest" double precision,
	"source" text NOT NULL,
	"simulated" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_prices_instrument_contract_day_pk" PRIMARY KEY("instrument","contract","day")
);
--> statement-breakpoint
CREATE TABLE "market_smiles" (
	"instrument" text NOT NULL,
	"day" date NOT NULL,
	"tenor_days" integer NOT NULL,
	"c0" double precision NOT NULL,
	"c1" double precision NOT NULL,
	"c2" double precision NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean NOT NULL,
	CONSTRAINT "market_smiles_instrument_day_tenor_days_pk" PRIMARY KEY("instrument","day","tenor_days")
);

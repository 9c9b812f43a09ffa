ALTER TABLE "commodity_hedges" ADD COLUMN "barrier_monitoring" text;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD COLUMN "barrier_monitoring" text;
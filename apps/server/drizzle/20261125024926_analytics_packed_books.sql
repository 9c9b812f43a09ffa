ALTER TABLE "portfolio_valuations" ALTER COLUMN "book" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "book_packed" "bytea";--> statement-breakpoint
-- Already gzipped: stored out of line as it is, without a second compression.
ALTER TABLE "portfolio_valuations" ALTER COLUMN "book_packed" SET STORAGE EXTERNAL;

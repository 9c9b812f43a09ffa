-- A book row's code is kept with the row (it was the company's initials and the row's id, so a
-- currency exposure, a currency hedge and a commodity exposure could all be DCA1), and is unique
-- across the company's four kinds of row. Existing rows keep initials + id; where another kind
-- already has that code (in the order currency exposures, currency hedges, commodity exposures,
-- commodity hedges), the row's kind is added to it: DCA1-FXH (currency hedge), DCA1-CMX (commodity
-- exposure), DCA1-CMH (commodity hedge). New codes come from one sequence per company, started
-- past every number its rows have.
CREATE TABLE "book_code_sequences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_code_sequences" ADD CONSTRAINT "book_code_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exposures" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "currency_hedges" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "currency_exposures" t SET "code" = c."initials" || t."id"
FROM "companies" c WHERE c."id" = t."company_id";--> statement-breakpoint
UPDATE "currency_hedges" t SET "code" = c."initials" || t."id" || CASE WHEN EXISTS (
  SELECT 1 FROM "currency_exposures" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) THEN '-FXH' ELSE '' END
FROM "companies" c WHERE c."id" = t."company_id";--> statement-breakpoint
UPDATE "commodity_exposures" t SET "code" = c."initials" || t."id" || CASE WHEN EXISTS (
  SELECT 1 FROM "currency_exposures" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) OR EXISTS (
  SELECT 1 FROM "currency_hedges" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) THEN '-CMX' ELSE '' END
FROM "companies" c WHERE c."id" = t."company_id";--> statement-breakpoint
UPDATE "commodity_hedges" t SET "code" = c."initials" || t."id" || CASE WHEN EXISTS (
  SELECT 1 FROM "currency_exposures" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) OR EXISTS (
  SELECT 1 FROM "currency_hedges" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) OR EXISTS (
  SELECT 1 FROM "commodity_exposures" o WHERE o."company_id" = t."company_id" AND o."id" = t."id"
) THEN '-CMH' ELSE '' END
FROM "companies" c WHERE c."id" = t."company_id";--> statement-breakpoint
ALTER TABLE "currency_exposures" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_hedges" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commodity_exposures" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commodity_hedges" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_exposures_company_code" ON "commodity_exposures" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_hedges_company_code" ON "commodity_hedges" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_exposures_company_code" ON "currency_exposures" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_hedges_company_code" ON "currency_hedges" USING btree ("company_id","code");--> statement-breakpoint
INSERT INTO "book_code_sequences" ("company_id", "last")
SELECT c."id", coalesce(greatest(
  (SELECT max("id") FROM "currency_exposures" WHERE "company_id" = c."id"),
  (SELECT max("id") FROM "currency_hedges" WHERE "company_id" = c."id"),
  (SELECT max("id") FROM "commodity_exposures" WHERE "company_id" = c."id"),
  (SELECT max("id") FROM "commodity_hedges" WHERE "company_id" = c."id")
), 0)
FROM "companies" c;--> statement-breakpoint
-- A deleted row's history is found by its code: its images get the code it had.
UPDATE "book_changes" b SET
  "before" = CASE WHEN b."before" IS NULL THEN NULL ELSE b."before" || jsonb_build_object('code', c."initials" || b."row_id") END,
  "after" = CASE WHEN b."after" IS NULL THEN NULL ELSE b."after" || jsonb_build_object('code', c."initials" || b."row_id") END
FROM "companies" c
WHERE c."id" = b."company_id"
  AND b."entity" IN ('currency_exposure', 'currency_hedge', 'commodity_exposure', 'commodity_hedge');

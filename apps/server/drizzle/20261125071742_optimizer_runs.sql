CREATE TABLE "optimizer_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"area" text NOT NULL,
	"asset" text NOT NULL,
	"request" jsonb NOT NULL,
	"reply" jsonb NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optimizer_runs" ADD CONSTRAINT "optimizer_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimizer_runs_user" ON "optimizer_runs" USING btree ("user_id","ran_at");
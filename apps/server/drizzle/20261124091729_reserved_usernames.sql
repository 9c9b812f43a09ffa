CREATE TABLE "reserved_usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reserved_usernames_email" ON "reserved_usernames" USING btree ("email","reserved_at");
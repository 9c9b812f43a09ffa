-- The language of the mails a user is sent, as chosen on registering; null (invited, seeded and
-- single-sign-on accounts) gets both languages.
ALTER TABLE "users" ADD COLUMN "language" text;

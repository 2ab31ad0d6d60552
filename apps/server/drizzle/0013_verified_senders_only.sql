-- "Only verified members may write to me" (issue 17): off for every member until they choose it.
ALTER TABLE "users" ADD COLUMN "verified_senders_only" boolean DEFAULT false NOT NULL;
-- The console's notices to one member (issue 17) stand in her news feed: null for everyone.
ALTER TABLE "news_items" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_user" ON "news_items" USING btree ("user_id");
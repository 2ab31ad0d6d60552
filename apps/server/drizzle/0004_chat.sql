CREATE TABLE "presents" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"emoji" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dialogs" ADD COLUMN "is_ice_breaker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_ice_breaker_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_id" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_file_key" ON "messages" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_unique" ON "users" USING btree ("external_id");--> statement-breakpoint
INSERT INTO "presents" ("id", "name", "price", "emoji", "sort_order") VALUES
	('rose', 'Rose', 10, '🌹', 1),
	('coffee', 'Coffee', 12, '☕', 2),
	('chocolate', 'Chocolate', 15, '🍫', 3),
	('cocktail', 'Cocktail', 20, '🍹', 4),
	('teddy', 'Teddy bear', 25, '🧸', 5),
	('bouquet', 'Bouquet', 30, '💐', 6),
	('champagne', 'Champagne', 40, '🍾', 7),
	('diamond', 'Diamond', 100, '💎', 8);

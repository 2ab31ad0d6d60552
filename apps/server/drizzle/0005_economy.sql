CREATE TABLE "bonus_code_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reward" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"reward" integer NOT NULL,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coins" integer NOT NULL,
	"bonus_coins" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"platform" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"bonus" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_href" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"days" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_item_states" (
	"news_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "news_item_states_user_id_news_item_id_pk" PRIMARY KEY("user_id","news_item_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_href" text,
	"link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"is_delayed" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_products" (
	"id" text PRIMARY KEY NOT NULL,
	"stars" integer NOT NULL,
	"price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"period_months" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"coins_per_period" integer DEFAULT 0 NOT NULL,
	"swipes_per_day" integer,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"platform" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turbo_rocket_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_hours" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_code_bonus_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."bonus_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_claims" ADD CONSTRAINT "event_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_claims" ADD CONSTRAINT "event_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_states" ADD CONSTRAINT "news_item_states_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_states" ADD CONSTRAINT "news_item_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_code_redemptions_code_user" ON "bonus_code_redemptions" USING btree ("code","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_claims_event_user_day" ON "event_claims" USING btree ("event_id","user_id","day");--> statement-breakpoint
CREATE INDEX "news_items_created" ON "news_items" USING btree ("created_at");;--> statement-breakpoint
INSERT INTO "coin_packages" ("id", "name", "coins", "bonus_coins", "price_cents", "badges", "sort_order") VALUES
	('coins-100', '100 coins', 100, 0, 499, '{starter}', 1),
	('coins-250', '250 coins', 250, 25, 999, '{popular}', 2),
	('coins-600', '600 coins', 600, 100, 1999, '{recommended}', 3),
	('coins-1500', '1500 coins', 1500, 300, 4499, '{bestPrice}', 4),
	('coins-3500', '3500 coins', 3500, 800, 8999, '{}', 5);--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "kind", "name", "provider", "is_delayed", "sort_order") VALUES
	('credit-card', 'creditCard', 'Credit card', 'microPayment', false, 1),
	('paypal', 'payPal', 'PayPal', 'payPal', false, 2),
	('apple-pay', 'applePay', 'Apple Pay', 'stripe', false, 3),
	('google-pay', 'googlePay', 'Google Pay', 'stripe', false, 4),
	('klarna-pay-now', 'klarna', 'Klarna: pay now', 'stripe', false, 5),
	('klarna-pay-later', 'klarna', 'Klarna: pay later', 'stripe', false, 6),
	('klarna-rate-pay', 'klarna', 'Klarna: rate pay', 'stripe', false, 7),
	('giropay', 'giropay', 'Giropay', 'microPayment', false, 8),
	('paysafecard', 'paysafecard', 'Paysafecard', 'microPayment', false, 9),
	('bank-transfer', 'bankTransfer', 'Bank transfer', 'microPayment', true, 10);--> statement-breakpoint
INSERT INTO "subscription_products" ("id", "name", "period_months", "price_cents", "coins_per_period", "badges", "sort_order") VALUES
	('premium-1m', 'Premium 1 month', 1, 1999, 100, '{}', 1),
	('premium-3m', 'Premium 3 months', 3, 4999, 300, '{popular}', 2),
	('premium-6m', 'Premium 6 months', 6, 7999, 600, '{bestPrice}', 3);--> statement-breakpoint
INSERT INTO "turbo_rocket_products" ("id", "name", "price", "duration_hours", "sort_order") VALUES
	('turbo-rocket', 'Turbo rocket', 50, 1, 1),
	('turbo-rocket-3h', 'Turbo rocket 3 hours', 120, 3, 2),
	('turbo-rocket-24h', 'Turbo rocket 24 hours', 400, 24, 3);--> statement-breakpoint
INSERT INTO "star_products" ("id", "stars", "price", "sort_order") VALUES
	('stars-5', 5, 25, 1),
	('stars-20', 20, 90, 2),
	('stars-50', 50, 200, 3);--> statement-breakpoint
INSERT INTO "bonus_codes" ("code", "reward", "max_redemptions", "expires_at") VALUES
	('24680', 20, 1000, now() + interval '90 days');--> statement-breakpoint
INSERT INTO "events" ("id", "title", "description", "start_date", "end_date", "days") VALUES
	('welcome-week', 'Welcome week', 'A gift for every day of the week: come back daily and claim it.',
		date_trunc('day', now() at time zone 'UTC') at time zone 'UTC',
		(date_trunc('day', now() at time zone 'UTC') + interval '7 days') at time zone 'UTC',
		'[{"freeCoins":5},{"freeSwipesCount":10},{"freeCoins":5},{"freeWinkCount":2},{"freeCoins":10},{"freeMessagesCount":2},{"freeCoins":20,"freeTurboRocketsCount":1}]'),
	('flirt-weekend', 'Flirt weekend', 'Two days of free icebreakers and gifts.',
		(date_trunc('day', now() at time zone 'UTC') + interval '7 days') at time zone 'UTC',
		(date_trunc('day', now() at time zone 'UTC') + interval '9 days') at time zone 'UTC',
		'[{"freeIceBreakersCount":2},{"freeGiftCount":1}]');--> statement-breakpoint
INSERT INTO "news_items" ("title", "body", "link", "created_at") VALUES
	('Welcome to Amora!', 'Add a picture and your interests to your profile: members with a complete profile get more matches.', '/profile', now() - interval '3 days'),
	('Your daily coins', 'Come back every day for free coins. Premium members get twice as many.', '/shop-premium', now() - interval '2 days'),
	('Turbo rocket', 'Put your profile at the top of the game for an hour.', '/shop/turbo-rocket', now() - interval '1 day'),
	('Welcome week', 'A gift for every day of the week is waiting for you.', '/event/welcome-week', now());

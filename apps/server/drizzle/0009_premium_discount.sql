ALTER TABLE "subscription_products" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The premium page's "25% off for 3 months" (spec 02 section 9), charged on every period of the package.
UPDATE "subscription_products" SET "discount_percent" = 25 WHERE "id" = 'premium-3m';

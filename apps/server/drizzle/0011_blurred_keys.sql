-- The blurred variant of a picture gets an address of its own, so the full picture's address
-- cannot be made from it. gen_random_uuid() is volatile: every existing row gets its own key.
ALTER TABLE "user_images" ADD COLUMN "blurred_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "user_images_blurred_key" ON "user_images" USING btree ("blurred_key");
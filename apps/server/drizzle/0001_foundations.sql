CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coins_delta" integer DEFAULT 0 NOT NULL,
	"free_coins_delta" integer DEFAULT 0 NOT NULL,
	"counter" text,
	"counter_delta" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" text NOT NULL,
	"click_id" text,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"payload" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"price" integer,
	"is_profile" boolean DEFAULT false NOT NULL,
	"verification_state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"image_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"apple_subject" text,
	"facebook_subject" text,
	"birthdate" date,
	"gender" text,
	"body_height" integer,
	"language" text DEFAULT 'de' NOT NULL,
	"platform" text DEFAULT 'web' NOT NULL,
	"firebase_id" text,
	"device_id" text,
	"has_completed_registration" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"about_me" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"mood" text,
	"looking_for" text,
	"smoker" text,
	"relationship_status" text,
	"eye_color" text,
	"hair_color" text,
	"body_jewelry" text,
	"living" text,
	"starsign" text,
	"sport" text,
	"favorite_food" text,
	"search_gender" text,
	"search_min_age" integer DEFAULT 18 NOT NULL,
	"search_max_age" integer DEFAULT 48 NOT NULL,
	"search_distance" integer DEFAULT 200 NOT NULL,
	"search_country_only" boolean DEFAULT false NOT NULL,
	"push_preference" boolean DEFAULT false NOT NULL,
	"email_push_preference" boolean DEFAULT true NOT NULL,
	"newsletter_subscribed" boolean DEFAULT true NOT NULL,
	"newsletter_changed_at" timestamp with time zone,
	"location_id" text,
	"city" text,
	"zip" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"grid_latitude" double precision,
	"grid_longitude" double precision,
	"coins" integer DEFAULT 0 NOT NULL,
	"free_coins" integer DEFAULT 0 NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"free_swipes_count" integer DEFAULT 10 NOT NULL,
	"free_swipes_undo_count" integer DEFAULT 3 NOT NULL,
	"free_messages_count" integer DEFAULT 0 NOT NULL,
	"free_ice_breakers_count" integer DEFAULT 0 NOT NULL,
	"free_wink_count" integer DEFAULT 0 NOT NULL,
	"free_gift_count" integer DEFAULT 0 NOT NULL,
	"free_turbo_rockets_count" integer DEFAULT 0 NOT NULL,
	"free_location_changes_count" integer DEFAULT 0 NOT NULL,
	"free_visit_unlocks_count" integer DEFAULT 0 NOT NULL,
	"free_likes_unlocks_count" integer DEFAULT 0 NOT NULL,
	"coin_streak" integer DEFAULT 0 NOT NULL,
	"last_daily_bonus_at" timestamp with time zone,
	"last_wheel_spin_at" timestamp with time zone,
	"premium_until" timestamp with time zone,
	"turbo_rocket_end_date" timestamp with time zone,
	"last_notification_read_time" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"campaign_id" text,
	"click_id" text,
	"source_id" text,
	"stranger_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user" ON "ledger_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_clicks_campaign" ON "marketing_clicks" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_kind" ON "one_time_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "outbox_mails_unsent" ON "outbox_mails" USING btree ("created_at") WHERE "outbox_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_images_user" ON "user_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_images_one_profile" ON "user_images" USING btree ("user_id") WHERE "user_images"."is_profile";--> statement-breakpoint
CREATE INDEX "user_verifications_user" ON "user_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_apple_subject_unique" ON "users" USING btree ("apple_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_subject_unique" ON "users" USING btree ("facebook_subject");--> statement-breakpoint
CREATE INDEX "users_grid_position" ON "users" USING gist (ll_to_earth("grid_latitude", "grid_longitude")) WHERE "users"."deleted_at" is null and "users"."grid_latitude" is not null;
CREATE TABLE "game_profile_views" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "game_profile_views_user_id_day_target_id_pk" PRIMARY KEY("user_id","day","target_id")
);
--> statement-breakpoint
ALTER TABLE "game_profile_views" ADD CONSTRAINT "game_profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_profile_views" ADD CONSTRAINT "game_profile_views_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
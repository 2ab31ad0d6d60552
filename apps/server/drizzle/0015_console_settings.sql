-- The console settings of issue 17, one row: the rule that approves new pictures without review.
CREATE TABLE "console_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"picture_auto_approve" text DEFAULT 'off' NOT NULL,
	"changed_by" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_settings_one_row" CHECK ("console_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "console_settings" ADD CONSTRAINT "console_settings_changed_by_operators_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;
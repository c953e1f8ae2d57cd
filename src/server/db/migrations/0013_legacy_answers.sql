CREATE TABLE "legacy_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid NOT NULL,
	"person_index" smallint DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"wedding_yes_or_no" text,
	"custom_values" jsonb NOT NULL,
	"source" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legacy_answers" ADD CONSTRAINT "legacy_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_answers_site_idx" ON "legacy_answers" USING btree ("site_id","kind","created_at");
CREATE TABLE "guest_list_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"rsvp_deadline" timestamp with time zone,
	"reminder_days_before" smallint,
	"mail_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_mails" (
	"household_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"round" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "household_mails_household_id_kind_round_pk" PRIMARY KEY("household_id","kind","round")
);
--> statement-breakpoint
CREATE TABLE "household_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "reminders_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_mails" ADD CONSTRAINT "household_mails_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_mails" ADD CONSTRAINT "household_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_replies" ADD CONSTRAINT "household_replies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_replies" ADD CONSTRAINT "household_replies_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_mails_site_idx" ON "household_mails" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "household_replies_household_idx" ON "household_replies" USING btree ("household_id","created_at");--> statement-breakpoint
CREATE INDEX "household_replies_site_idx" ON "household_replies" USING btree ("site_id");--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD CONSTRAINT "rsvp_answers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;
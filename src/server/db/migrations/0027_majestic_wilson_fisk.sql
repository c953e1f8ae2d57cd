CREATE TABLE "gift_list_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"thank_you_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_thank_you_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "giver_name" text;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "thanked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_list_settings" ADD CONSTRAINT "gift_list_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_thank_you_mails" ADD CONSTRAINT "gift_thank_you_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_thank_you_mails_entry_round_idx" ON "gift_thank_you_mails" USING btree ("entry_id","round");--> statement-breakpoint
CREATE INDEX "gift_thank_you_mails_site_idx" ON "gift_thank_you_mails" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD CONSTRAINT "gift_reservations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "update_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"texts" jsonb NOT NULL,
	"recipients" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD COLUMN "resend_invitation_after_days" smallint DEFAULT 3;--> statement-breakpoint
ALTER TABLE "household_mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "household_mails" ADD COLUMN "smtp_answer" text;--> statement-breakpoint
ALTER TABLE "household_mails" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "update_mails" ADD CONSTRAINT "update_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "update_mails_site_idx" ON "update_mails" USING btree ("site_id","created_at");
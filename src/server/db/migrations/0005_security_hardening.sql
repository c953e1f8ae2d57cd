CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"mail" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_mail_counts" (
	"site_id" uuid NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "site_mail_counts_site_id_hour_start_pk" PRIMARY KEY("site_id","hour_start")
);
--> statement-breakpoint
DROP INDEX "gift_reservations_item_idx";--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "password_lookup" text;--> statement-breakpoint
ALTER TABLE "recipient_confirmations" ADD CONSTRAINT "recipient_confirmations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_mail_counts" ADD CONSTRAINT "site_mail_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_confirmations_account_mail_idx" ON "recipient_confirmations" USING btree ("account_id","mail");--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_confirmations_token_idx" ON "recipient_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gift_reservations_item_idx" ON "gift_reservations" USING btree ("site_id","module_id","item_id","password_lookup");
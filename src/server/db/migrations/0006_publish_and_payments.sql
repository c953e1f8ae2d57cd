CREATE TABLE "expiry_reminders" (
	"site_id" uuid NOT NULL,
	"expire_date" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_site_id_expire_date_days_before_pk" PRIMARY KEY("site_id","expire_date","days_before")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"account_id" uuid NOT NULL,
	"site_id" uuid,
	"product" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"months" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"payer_alias" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "source" text DEFAULT 'registrar' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "subdomain" text;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "payments_site_idx" ON "payments" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_subdomain_idx" ON "sites" USING btree ("subdomain");--> statement-breakpoint
UPDATE "sites" SET "subdomain" = "host" WHERE "host" IS NOT NULL;

ALTER TABLE "households" ADD COLUMN "address_country" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "address_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "household_ids" jsonb;
ALTER TABLE "guest_events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
ALTER TABLE "guest_events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "map" jsonb;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "travel_note" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "dress_code" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "access" jsonb DEFAULT '{"stepFree":false,"parkingNearby":false,"hearingLoop":false,"quietRoom":false,"note":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_events" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The open page shows the public events' schedule: a changed event drops the cached page at once.
CREATE TRIGGER guest_events_changed AFTER INSERT OR UPDATE OR DELETE ON guest_events FOR EACH ROW EXECUTE FUNCTION notify_site_changed();

-- Tell every app instance when what a site shows changes (its row or its gift
-- reservations), so cached guest pages are dropped at once: NOTIFY site_changed, '<site id>'.
CREATE OR REPLACE FUNCTION sites_touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - 'visitor_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'visitor_count' - 'updated_at') THEN
    NEW.updated_at := clock_timestamp();
    PERFORM pg_notify('site_changed', NEW.id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION notify_site_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changed', COALESCE(NEW.site_id, OLD.site_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gift_reservations_changed AFTER INSERT OR UPDATE OR DELETE ON gift_reservations FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE FUNCTION notify_site_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('site_changed', OLD.id::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sites_deleted AFTER DELETE ON sites FOR EACH ROW EXECUTE FUNCTION notify_site_deleted();

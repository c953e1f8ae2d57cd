-- Every change to what a site shows moves updated_at, whoever makes it, so caches keyed on
-- it are never stale. Visitor counts are not a change to the site.
CREATE FUNCTION sites_touch_updated_at() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - 'visitor_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'visitor_count' - 'updated_at') THEN
    NEW.updated_at := clock_timestamp();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sites_updated_at BEFORE UPDATE ON sites FOR EACH ROW EXECUTE FUNCTION sites_touch_updated_at();

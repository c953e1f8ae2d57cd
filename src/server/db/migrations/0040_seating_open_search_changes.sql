-- The open page offers "Hitta din plats" only where a plan is open to a search (decision 115): a plan
-- whose openSearch changes drops the cached page at once. Seat moves change no open page, so they notify nothing.
CREATE TRIGGER seating_plans_open_search_changed AFTER UPDATE OF open_search ON seating_plans FOR EACH ROW WHEN (OLD.open_search IS DISTINCT FROM NEW.open_search) EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER seating_plans_open_search_added AFTER INSERT ON seating_plans FOR EACH ROW WHEN (NEW.open_search) EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
CREATE TRIGGER seating_plans_open_search_removed AFTER DELETE ON seating_plans FOR EACH ROW WHEN (OLD.open_search) EXECUTE FUNCTION notify_site_changed();

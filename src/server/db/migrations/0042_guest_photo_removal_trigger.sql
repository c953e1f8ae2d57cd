-- However a guest's photo goes (the couple or the guest deletes it, or its site is deleted and the
-- row goes with it), its files are named for the sweep that removes them from Storage (decision 116).
CREATE FUNCTION guest_photo_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_photo_removals (site_id, file_id, sizes) VALUES (OLD.site_id, OLD.file_id, OLD.sizes);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER guest_photos_removed AFTER DELETE ON guest_photos FOR EACH ROW EXECUTE FUNCTION guest_photo_removed();

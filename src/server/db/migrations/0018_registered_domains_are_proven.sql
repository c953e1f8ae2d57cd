-- Domains registered through our registrar for a site are its own: proven when they were recorded.
UPDATE "custom_domains" SET "proven_at" = "created_at" WHERE "source" = 'registrar' AND "proven_at" IS NULL;

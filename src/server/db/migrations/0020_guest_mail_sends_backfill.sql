-- The guest-list mails queued before the table existed count towards the bounds: one row per send (site, kind, round).
INSERT INTO "guest_mail_sends" ("site_id", "kind", "mails", "created_at")
SELECT "site_id", "kind", count(*)::int, min("created_at") FROM "household_mails" GROUP BY "site_id", "kind", "round";

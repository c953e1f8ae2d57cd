CREATE TABLE "quick_start_images" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"file_names" jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quick_start_images_created_idx" ON "quick_start_images" USING btree ("created_at");--> statement-breakpoint
DROP INDEX "rsvp_answers_site_idx";--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD COLUMN "guest_index" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD COLUMN "form_elements" jsonb;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ALTER COLUMN "guests" DROP NOT NULL;--> statement-breakpoint
-- One row per guest: every send's guests become rows of their own, in their order.
INSERT INTO "rsvp_answers" ("site_id", "form_id", "form_title", "language", "group_identifier", "guest_index", "form_elements", "created_at")
SELECT "site_id", "form_id", "form_title", "language", "group_identifier", (guest.ordinality - 1)::smallint, guest.value -> 'formElements', "created_at"
FROM "rsvp_answers", jsonb_array_elements("guests") WITH ORDINALITY AS guest(value, ordinality)
WHERE "form_elements" IS NULL;--> statement-breakpoint
DELETE FROM "rsvp_answers" WHERE "form_elements" IS NULL;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ALTER COLUMN "form_elements" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_answers" DROP COLUMN "guests";--> statement-breakpoint
CREATE INDEX "rsvp_answers_site_idx" ON "rsvp_answers" USING btree ("site_id","created_at");

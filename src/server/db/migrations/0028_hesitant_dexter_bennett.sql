CREATE TABLE "gift_digests" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"window_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_digests" ADD CONSTRAINT "gift_digests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "gift_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"item_id" text NOT NULL,
	"amount_kronor" integer NOT NULL,
	"app" text NOT NULL,
	"giver_name" text NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"household_id" uuid,
	"reserver_hash" text,
	"received_at" timestamp with time zone,
	"thanked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_contributions" ADD CONSTRAINT "gift_contributions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_contributions" ADD CONSTRAINT "gift_contributions_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_contributions_item_idx" ON "gift_contributions" USING btree ("site_id","module_id","item_id");--> statement-breakpoint
CREATE INDEX "gift_contributions_site_idx" ON "gift_contributions" USING btree ("site_id","created_at");
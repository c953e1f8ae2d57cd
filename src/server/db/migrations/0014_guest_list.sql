CREATE TABLE "guest_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"place" jsonb,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"name" text NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"household_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	CONSTRAINT "household_invitations_household_id_event_id_pk" PRIMARY KEY("household_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mail" text,
	"phone" text,
	"language" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_token" text NOT NULL,
	"link_first_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_guests" ADD CONSTRAINT "household_guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_events_site_idx" ON "guest_events" USING btree ("site_id","position");--> statement-breakpoint
CREATE INDEX "household_guests_household_idx" ON "household_guests" USING btree ("household_id","position");--> statement-breakpoint
CREATE INDEX "household_invitations_event_idx" ON "household_invitations" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_link_token_idx" ON "households" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "households_site_idx" ON "households" USING btree ("site_id","name");
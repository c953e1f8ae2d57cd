CREATE TABLE "seating_guests" (
	"plan_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"table_id" uuid,
	"seat" smallint,
	"locked" boolean DEFAULT false NOT NULL,
	"role" text,
	"need" text,
	"family" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seating_guests_plan_id_guest_id_pk" PRIMARY KEY("plan_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "seating_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"guest_name" text NOT NULL,
	"table_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seating_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"rules" jsonb NOT NULL,
	"open_search" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shape" text NOT NULL,
	"seats" smallint NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"near_exit" boolean DEFAULT false NOT NULL,
	"near_speakers" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seating_guests" ADD CONSTRAINT "seating_guests_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_guests" ADD CONSTRAINT "seating_guests_guest_id_household_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."household_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_guests" ADD CONSTRAINT "seating_guests_table_id_seating_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."seating_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_notices" ADD CONSTRAINT "seating_notices_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_event_id_guest_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."guest_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_plan_id_seating_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."seating_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seating_guests_seat_idx" ON "seating_guests" USING btree ("table_id","seat");--> statement-breakpoint
CREATE INDEX "seating_guests_guest_idx" ON "seating_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "seating_notices_plan_idx" ON "seating_notices" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seating_plans_event_idx" ON "seating_plans" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seating_plans_site_idx" ON "seating_plans" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "seating_tables_plan_idx" ON "seating_tables" USING btree ("plan_id","position");
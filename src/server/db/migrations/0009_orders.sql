CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"print_id" uuid NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"envelopes" text NOT NULL,
	"trim" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipment_method" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"total_incl_vat" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"shipment_price_incl_vat" integer NOT NULL,
	"status" text DEFAULT 'awaitingPayment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_site_idx" ON "orders" USING btree ("site_id","created_at");
CREATE TABLE "gift_swish_payments" (
	"swish_id" text PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"contribution_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gift_swish_payments" ADD CONSTRAINT "gift_swish_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_swish_payments" ADD CONSTRAINT "gift_swish_payments_contribution_id_gift_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."gift_contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_swish_payments_contribution_idx" ON "gift_swish_payments" USING btree ("contribution_id");
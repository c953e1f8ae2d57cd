CREATE TABLE "subdomain_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"host" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "domain_proof_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "subdomain_releases" ADD CONSTRAINT "subdomain_releases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdomain_releases" ADD CONSTRAINT "subdomain_releases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subdomain_releases_host_idx" ON "subdomain_releases" USING btree ("host","released_at");--> statement-breakpoint
CREATE INDEX "subdomain_releases_site_idx" ON "subdomain_releases" USING btree ("site_id","released_at");
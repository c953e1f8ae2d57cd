CREATE TABLE "guest_photo_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sizes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_photo_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"moderation" text DEFAULT 'approveFirst' NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"slideshow_captions" boolean DEFAULT true NOT NULL,
	"video_max_mb" smallint DEFAULT 50 NOT NULL,
	"uploads_open" boolean DEFAULT true NOT NULL,
	"slideshow_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_photo_upload_parts" (
	"upload_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "guest_photo_upload_parts_upload_id_index_pk" PRIMARY KEY("upload_id","index")
);
--> statement-breakpoint
CREATE TABLE "guest_photo_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"uploader_hash" text NOT NULL,
	"household_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"guest_name" text,
	"caption" text,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"file_id" uuid NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"guest_name" text,
	"caption" text,
	"household_id" uuid,
	"uploader_hash" text NOT NULL,
	"in_gallery" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_photo_settings" ADD CONSTRAINT "guest_photo_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photo_upload_parts" ADD CONSTRAINT "guest_photo_upload_parts_upload_id_guest_photo_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."guest_photo_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photo_uploads" ADD CONSTRAINT "guest_photo_uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photo_uploads" ADD CONSTRAINT "guest_photo_uploads_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photo_uploads" ADD CONSTRAINT "guest_photo_uploads_photo_id_guest_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."guest_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_photo_uploads_site_idx" ON "guest_photo_uploads" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_photo_uploads_uploader_idx" ON "guest_photo_uploads" USING btree ("uploader_hash");--> statement-breakpoint
CREATE INDEX "guest_photos_site_idx" ON "guest_photos" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "guest_photos_approved_idx" ON "guest_photos" USING btree ("site_id","approved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_photos_file_idx" ON "guest_photos" USING btree ("file_id");
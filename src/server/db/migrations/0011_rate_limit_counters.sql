-- Unlogged: counters need no crash safety, and skipping the WAL keeps the request path cheap.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");
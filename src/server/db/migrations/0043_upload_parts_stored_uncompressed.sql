-- A part of a guest's upload is a slice of a photo or video, which compresses no further: stored
-- as it is, PostgreSQL no longer spends a core trying (pglz on every 1 MB part) while guests upload.
ALTER TABLE "guest_photo_upload_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;

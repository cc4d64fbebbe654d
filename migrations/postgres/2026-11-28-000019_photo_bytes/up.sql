-- What each upload's original takes on disk, for the owner's storage quota (crates/core/src/listings/photos.rs).
ALTER TABLE property_images ADD COLUMN original_bytes BIGINT NOT NULL DEFAULT 0;

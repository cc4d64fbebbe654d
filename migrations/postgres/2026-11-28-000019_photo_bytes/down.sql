ALTER TABLE property_images DROP COLUMN original_bytes;

DROP TABLE domain_events;
DROP INDEX reviews_visible;
ALTER TABLE reviews DROP COLUMN hidden_reason;
ALTER TABLE reviews DROP COLUMN hidden_at;
ALTER TABLE users DROP COLUMN suspended_reason;
ALTER TABLE users DROP COLUMN suspended_at;

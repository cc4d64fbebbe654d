DROP TABLE support_audit;
DROP TABLE consent_log;
DROP TABLE notification_preferences;
ALTER TABLE sessions DROP COLUMN kind;

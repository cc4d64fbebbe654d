CREATE TABLE support_audit (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    reason TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX support_audit_created ON support_audit (created_at);
INSERT INTO support_audit (actor, action, subject, reason, created_at)
SELECT actor, action, target_id, reason, created_at FROM audit_log ORDER BY id;
DROP TRIGGER audit_log_no_update;
DROP TRIGGER audit_log_no_delete;
DROP TABLE audit_log;

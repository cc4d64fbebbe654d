-- The audit trail (PRODUCT.md "Console, support desk and audit"): one append-only row for every
-- action by an admin (console), a support agent (CLI) or the system on someone else's data. It
-- replaces support_audit, whose rows move over as support's from the command line.
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The acting account; NULL for support's CLI (named by actor) and for the system.
    actor_id BIGINT,
    actor TEXT NOT NULL,
    actor_role TEXT NOT NULL CHECK (actor_role IN ('admin', 'support', 'system')),
    channel TEXT NOT NULL CHECK (channel IN ('console', 'cli', 'system')),
    action TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target_id TEXT NOT NULL,
    -- Whose data it was, and the booking it concerns, for support's "everything about X".
    target_user_id BIGINT,
    booking_id BIGINT,
    reason TEXT NOT NULL,
    -- JSON summaries of what changed.
    before_state TEXT,
    after_state TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX audit_log_created ON audit_log (created_at, id);
CREATE INDEX audit_log_target ON audit_log (target_kind, target_id);
CREATE INDEX audit_log_target_user ON audit_log (target_user_id);
CREATE INDEX audit_log_booking ON audit_log (booking_id);
CREATE INDEX audit_log_actor ON audit_log (actor_id);

INSERT INTO audit_log (actor, actor_role, channel, action, target_kind, target_id, reason, created_at)
SELECT actor, 'support', 'cli', action,
       CASE WHEN action LIKE 'listing.%' THEN 'property' ELSE substr(action, 1, instr(action, '.') - 1) END,
       subject, reason, created_at
FROM support_audit ORDER BY id;
DROP TABLE support_audit;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only');
END;

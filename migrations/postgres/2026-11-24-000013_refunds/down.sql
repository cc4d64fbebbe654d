DROP TABLE refunds;

DELETE FROM notification_outbox WHERE event = 'late_payment_refund';
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_event_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_event_check
    CHECK (event IN ('created', 'confirmed', 'rejected', 'cancelled', 'expired'));

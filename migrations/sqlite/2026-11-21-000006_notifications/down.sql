DROP TABLE notification_outbox;

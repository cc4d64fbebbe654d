DROP TABLE payment_events;
DROP TABLE payments;

DROP TABLE idempotency_keys;
DROP TABLE booking_price_lines;
DROP TABLE bookings;

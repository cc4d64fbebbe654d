DROP TABLE dev_outbox;
DROP TABLE otp_challenges;

DELETE FROM otp_challenges WHERE purpose = 'guest';
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
    CHECK (purpose IN ('login', 'register', 'admin_login', 'email_change'));

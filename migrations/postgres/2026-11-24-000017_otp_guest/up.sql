-- The full modal's send-otp names no purpose (PRODUCT.md §7): its codes are 'guest' ones, which serve
-- both verify-otp-login and verify-otp-register.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
    CHECK (purpose IN ('login', 'register', 'guest', 'admin_login', 'email_change'));

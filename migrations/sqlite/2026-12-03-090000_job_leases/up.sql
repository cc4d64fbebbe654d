-- Background jobs' leases (crates/core/src/jobs.rs): when several servers share the database,
-- a job that works on shared rows runs on the one server holding its lease. The holder renews
-- it while it runs; a lease past expires_at (UTC seconds) is free, so a killed server's jobs
-- pass to another within the lease's length.
CREATE TABLE job_leases (
    name TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);

DROP TABLE job_leases;

DROP TABLE analytics_daily;
DROP TABLE performance_reports;
DROP TABLE analytics_events;

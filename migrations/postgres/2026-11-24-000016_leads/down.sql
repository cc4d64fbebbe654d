DROP TABLE leads;

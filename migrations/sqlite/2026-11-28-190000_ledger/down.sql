DROP TABLE cash_marks;
DROP TABLE withholding_rates;
DROP TABLE ledger_balances;
DROP TABLE ledger_lines;
DROP TABLE ledger_entries;

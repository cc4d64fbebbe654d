INSERT INTO ledger_balances (account, owner_id, provider, balance_paise)
SELECT account, 0, COALESCE(provider, ''), SUM(amount_paise)
FROM ledger_lines
WHERE owner_id IS NULL
GROUP BY account, COALESCE(provider, '');

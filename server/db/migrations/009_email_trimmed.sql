-- A privacy search or erasure of an address missed a record holding it with spaces or a line
-- break around it: the browser trims an e-mail field, but a draft made through the API is stored
-- as sent (privacy audit, 2026-11-25). The indexes are on the address as the search compares it.
DROP INDEX leads_email_lower;
DROP INDEX leads_email_a_lower;
CREATE INDEX leads_email_lower ON leads ((lower(btrim(data->>'email', E' \t\r\n')))) WHERE data ? 'email';
CREATE INDEX leads_email_a_lower ON leads ((lower(btrim(data->>'emailA', E' \t\r\n')))) WHERE data ? 'emailA';
-- As in 007: no copies of addresses in the planner's statistics.
ALTER INDEX leads_email_lower ALTER COLUMN 1 SET STATISTICS 0;
ALTER INDEX leads_email_a_lower ALTER COLUMN 1 SET STATISTICS 0;

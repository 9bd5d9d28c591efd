-- A privacy search or erasure missed a draft holding the address with a no-break space, a line
-- separator or a zero-width character around it (a paste keeps them; 009 trimmed only ASCII
-- spaces and line breaks). The indexes are on the address as the search compares it
-- (server/db/emailMatch.ts, unicodeEmails). A PostgreSQL database in another encoding (SQL_ASCII
-- under a C locale) takes no \u escape past U+007F: there 009's indexes stay, and the search
-- compares as they do (asciiEmails). The statements run through EXECUTE, so that such a database
-- never parses the escapes.
DO $migration$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    DROP INDEX leads_email_lower;
    DROP INDEX leads_email_a_lower;
    EXECUTE 'CREATE INDEX leads_email_lower ON leads ((lower(btrim(data->>''email'', E''\u0009\u000a\u000b\u000c\u000d\u0020\u0085\u00a0\u00ad\u061c\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u202f\u205f\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u3000\ufeff'')))) WHERE data ? ''email''';
    EXECUTE 'CREATE INDEX leads_email_a_lower ON leads ((lower(btrim(data->>''emailA'', E''\u0009\u000a\u000b\u000c\u000d\u0020\u0085\u00a0\u00ad\u061c\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u202f\u205f\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u3000\ufeff'')))) WHERE data ? ''emailA''';
    -- As in 007: no copies of addresses in the planner's statistics.
    ALTER INDEX leads_email_lower ALTER COLUMN 1 SET STATISTICS 0;
    ALTER INDEX leads_email_a_lower ALTER COLUMN 1 SET STATISTICS 0;
  END IF;
END
$migration$;

-- E-mail addresses compare in Unicode's composed form (NFC), trimmed and lower-cased (issue 38): an
-- address stored decomposed (NFD: 'e' + a combining accent, as some systems and pastes give it)
-- was neither found nor erased by a privacy request typed in the composed form. One function says
-- how an address compares, used by the indexes, the privacy search and the same-person rule
-- (server/db/emailMatch.ts, store.ts), so none of them can drift from the others. On a database
-- that is not UTF-8 (SQL_ASCII under a C locale) normalize() is refused, and no \u escape past
-- U+007F is taken: there it trims ASCII spaces and line breaks only, as 009 did. The statements
-- run through EXECUTE, so that such a database never parses the escapes.
DO $migration$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    EXECUTE 'CREATE FUNCTION lead_email_key(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(normalize(btrim(address, E''\u0009\u000a\u000b\u000c\u000d\u0020\u0085\u00a0\u00ad\u061c\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u202f\u205f\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u3000\ufeff''), NFC)) $$';
  ELSE
    CREATE FUNCTION lead_email_key(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT lower(btrim(address, E' \t\r\n')) $$;
  END IF;
END
$migration$;

DROP INDEX leads_email_lower;
DROP INDEX leads_email_a_lower;
CREATE INDEX leads_email_lower ON leads ((lead_email_key(data->>'email'))) WHERE data ? 'email';
CREATE INDEX leads_email_a_lower ON leads ((lead_email_key(data->>'emailA'))) WHERE data ? 'emailA';
-- As in 007: no copies of addresses in the planner's statistics.
ALTER INDEX leads_email_lower ALTER COLUMN 1 SET STATISTICS 0;
ALTER INDEX leads_email_a_lower ALTER COLUMN 1 SET STATISTICS 0;

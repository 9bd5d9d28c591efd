-- Issue 38: the per-address caps count an address as every other comparison does (lead_email_key,
-- migration 013: trimmed of every invisible edge character, NFC, lower case), so the same address
-- typed composed and decomposed is one address under the daily cap and the 90-day referral rule.
-- For the addresses of today (ASCII, trimmed of spaces) the key is the one 030 made: counters kept.
CREATE OR REPLACE FUNCTION message_address_key(address text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  salt text := (SELECT secret FROM message_secret);
BEGIN
  IF salt IS NULL THEN
    INSERT INTO message_secret (secret) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
    salt := (SELECT secret FROM message_secret);
  END IF;
  RETURN encode(sha256(convert_to(salt || ':' || lead_email_key(address), 'UTF8')), 'hex');
END
$$;

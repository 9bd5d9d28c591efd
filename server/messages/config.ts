import { readFileSync } from 'node:fs';

/** The messages to people (README 'Messages to people'): all optional. */
export interface MessageConfig {
  /** SMTP_URL: the same server the team's e-mail alerts use. Without it, messages wait in the outbox. */
  smtpUrl?: string;
  /** SITE_URL: the public origin the links in the messages open. */
  siteUrl: string;
  /** DKIM_DOMAIN + DKIM_SELECTOR + DKIM_PRIVATE_KEY (PEM, or a path to a PEM file): nodemailer signs every message. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  /** FOLLOW_UP_AFTER_HOURS: a draft with an e-mail address, untouched this long, gets its one follow-up. Off when unset. */
  followUpAfterHours?: number;
}

/** SITE_URL, the public origin every link the server writes opens (the messages' and the alerts'). */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const siteUrl = (env.SITE_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin such as https://heartwork.example, got "${env.SITE_URL}"`);
  return siteUrl;
}

export function readMessageConfig(env: NodeJS.ProcessEnv = process.env): MessageConfig {
  const siteUrl = readSiteUrl(env);
  const [domainName, keySelector, key] = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].map((v) => v || undefined);
  let dkim: MessageConfig['dkim'];
  if (domainName || keySelector || key) {
    if (!domainName || !keySelector || !key) throw new Error('DKIM signing needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY');
    const privateKey = key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : readFileSync(key, 'utf8');
    if (!privateKey.includes('PRIVATE KEY-----')) throw new Error('DKIM_PRIVATE_KEY must be a PEM private key or the path of a file holding one');
    dkim = { domainName, keySelector, privateKey };
  }
  const hours = env.FOLLOW_UP_AFTER_HOURS || undefined;
  const followUpAfterHours = hours === undefined ? undefined : Number(hours);
  if (followUpAfterHours !== undefined && !(followUpAfterHours > 0))
    throw new Error(`FOLLOW_UP_AFTER_HOURS must be a positive number of hours, got "${hours}"`);
  return { smtpUrl: env.SMTP_URL || undefined, siteUrl, dkim, followUpAfterHours };
}

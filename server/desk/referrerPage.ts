import { type Context, Hono } from 'hono';
import { rewardDueDates, todayIn, type RewardState } from '../../src/domain/rewardSchedule';
import { referrerPageText } from '../../src/content/referrerPage';
import { type Locale, locales } from '../../src/i18n/locale';
import { htmlLang, localePath } from '../../src/i18n/paths';
import type { SqlClient } from '../db/sql';
import { escapeHtml } from '../messages/mailBody';
import { shell } from '../messages/leadPage';
import { type Reward, type ReferrerReferral, referrerView } from './rewards';

export { referrerPageUrl } from './rewards';

/**
 * The referrer's private page (issue 36, item 8): `/referrer?token=…` (and `/ro/referrer`,
 * `/nb/referrer`), rendered here without script in the link's language. It only shows: the
 * referrer's sent referrals, each one's subscription, and the rewards due and paid. Nothing on
 * it changes anything (mail scanners open links).
 */
export function referrerPageRoutes({ sql, distDir, now = () => new Date() }: { sql: SqlClient; distDir: string; now?: () => Date }): Hono {
  const app = new Hono();
  for (const locale of locales) {
    const t = referrerPageText[locale];
    app.get(localePath(locale, '/referrer'), async (c: Context) => {
      const referrals = await referrerView(sql, c.req.query('token'), todayIn('UTC', now()));
      const body = referrals ? view(referrals, locale) : `<p>${escapeHtml(t.unknownLink)}</p>`;
      return c.html(await shell(distDir, locale, t.title, body), referrals ? 200 : 404, {
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        'Referrer-Policy': 'no-referrer',
      });
    });
  }
  return app;
}

function view(referrals: ReferrerReferral[], locale: Locale): string {
  const t = referrerPageText[locale];
  const date = (iso: string) =>
    new Intl.DateTimeFormat(htmlLang[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const amount = (r: Pick<Reward, 'amountEur' | 'subscriptionMonths'>) =>
    r.amountEur !== null ? t.amountEur(r.amountEur) : t.amountMonths(r.subscriptionMonths ?? 0);
  const stateText = (r: Reward) => {
    const on: Record<RewardState, string> = { due: r.dueOn, upcoming: r.dueOn, paid: r.paidAt ?? r.dueOn, lapsed: rewardDueDates(r.subscribedOn).threeCookies };
    return t.states[r.state](date(on[r.state]));
  };
  const rows = referrals
    .map((ref) => {
      const subscription =
        ref.subscribedOn === null
          ? t.notSubscribed
          : ref.endedOn
            ? t.subscribedFromTo(date(ref.subscribedOn), date(ref.endedOn))
            : t.subscribedSince(date(ref.subscribedOn));
      const rewards = ref.rewards.length
        ? `<ul class="referrer-page__rewards">${ref.rewards
            .map(
              (r) =>
                `<li data-reward="${r.kind}" data-state="${r.state}"><strong>${escapeHtml(t.rewardNames[r.kind])}</strong> · ${escapeHtml(amount(r))} · ${escapeHtml(stateText(r))}</li>`,
            )
            .join('')}</ul>`
        : '–';
      return `<li class="referrer-page__referral"><h2>${escapeHtml(ref.centerName)}</h2><dl><dt>${escapeHtml(t.columns.referredOn)}</dt><dd>${escapeHtml(date(ref.sentAt))}</dd><dt>${escapeHtml(t.columns.subscription)}</dt><dd>${escapeHtml(subscription)}</dd><dt>${escapeHtml(t.columns.rewards)}</dt><dd>${rewards}</dd></dl></li>`;
    })
    .join('');
  const all = referrals.flatMap((r) => r.rewards);
  const sumEur = (state: RewardState) => all.filter((r) => r.state === state && r.amountEur !== null).reduce((sum, r) => sum + r.amountEur!, 0);
  const monthsOf = (state: RewardState) =>
    all.filter((r) => r.state === state && r.subscriptionMonths !== null).reduce((sum, r) => sum + r.subscriptionMonths!, 0);
  const total = (state: RewardState) =>
    [sumEur(state) ? t.amountEur(sumEur(state)) : '', monthsOf(state) ? t.amountMonths(monthsOf(state)) : ''].filter(Boolean).join(' + ');
  const totals = (['due', 'paid'] as const)
    .filter((s) => total(s))
    .map((s) => `<p class="referrer-page__total" data-total="${s}">${escapeHtml(t.totals[s](total(s)))}</p>`)
    .join('');
  const table = referrals.length ? `<ul class="referrer-page__list" aria-label="${escapeHtml(t.caption)}">${rows}</ul>` : `<p>${escapeHtml(t.none)}</p>`;
  return `<style>${styles}</style><p>${escapeHtml(t.intro)}</p>${totals}${table}<p class="referrer-page__rules">${escapeHtml(t.rules)}</p>`;
}

const styles = [
  '.referrer-page__list{list-style:none;margin:1.5rem 0;padding:0}',
  '.referrer-page__referral{border-top:1px solid rgba(0,0,0,.15);padding:1rem 0 0}',
  '.lead-page .referrer-page__referral h2{font-size:1.2rem;margin:0}',
  '.lead-page .referrer-page__referral dl{margin:.5rem 0 1rem}',
  '.referrer-page__rewards{margin:0;padding-left:1.1rem}',
  '.referrer-page__total{font-size:1.15rem;font-weight:600;margin:.5rem 0}',
].join('');

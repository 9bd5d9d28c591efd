import { useId, type ReactElement } from 'react';
import { affiliateText, referralEmail, type ReferralEmailInput } from '../../content/affiliate';

const text = affiliateText.preview;

/**
 * The e-mail the referred center would receive, following the typing. Everything the visitor
 * typed goes in as React text, so markup in it shows as the characters typed and never runs.
 */
export function EmailPreview({ draft, ready }: { draft: ReferralEmailInput; ready: boolean }): ReactElement {
  const titleId = useId();
  return (
    <section className="email-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="email-preview__title">
        {text.title}
      </h3>
      {ready ? <EmailCard email={referralEmail(draft)} /> : <p className="email-preview__waiting">{text.waiting}</p>}
    </section>
  );
}

function EmailCard({ email }: { email: ReturnType<typeof referralEmail> }): ReactElement {
  const { labels } = text;
  return (
    <article className="email-preview__card" aria-label={email.subject} data-testid="email-preview">
      <dl className="email-preview__head">
        <dt>{labels.from}</dt>
        <dd>{email.from}</dd>
        <dt>{labels.replyTo}</dt>
        <dd>{email.replyTo}</dd>
        <dt>{labels.to}</dt>
        <dd>{email.to}</dd>
        <dt>{labels.subject}</dt>
        <dd className="email-preview__subject">{email.subject}</dd>
      </dl>
      <div className="email-preview__body">
        <p>{email.greeting}</p>
        {email.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <p>
          {email.signOff}
          <br />
          {email.signature}
        </p>
      </div>
    </article>
  );
}

import type { FormEvent, ReactElement } from 'react';
import type { SignInNotice } from '../../../machines/adminSession.machine';
import { inboxText } from '../../content/inbox';

const t = inboxText.signIn;

export interface SignInFormProps {
  email: string;
  secret: string;
  notice: SignInNotice;
  busy: boolean;
  retryAfterSeconds: number;
  onEmailChange: (value: string) => void;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

function noticeText(notice: SignInNotice, retryAfterSeconds: number): string | null {
  if (notice === 'throttled') return t.throttled(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
  return notice ? t[notice] : null;
}

/** The team's sign-in: a member's e-mail and password, or the owner's secret alone; what went wrong is announced above the fields. */
export function SignInForm({ email, secret, notice, busy, retryAfterSeconds, onEmailChange, onChange, onSubmit }: SignInFormProps): ReactElement {
  const message = noticeText(notice, retryAfterSeconds);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="inbox-signin" onSubmit={submit} aria-labelledby="inbox-signin-heading" noValidate>
      <h2 id="inbox-signin-heading">{t.heading}</h2>
      <p>{t.lead}</p>
      <div role="alert">{message && <p className="form-notice form-notice--error">{message}</p>}</div>
      <div className="field">
        <label className="field__label" htmlFor="inbox-email">
          {t.emailLabel}
        </label>
        <input
          id="inbox-email"
          className="field__control"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          aria-describedby="inbox-email-hint"
        />
        <p id="inbox-email-hint" className="field__hint">
          {t.emailHint}
        </p>
      </div>
      <PasswordField value={secret} onChange={onChange} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}

function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }): ReactElement {
  // TextField has no password type: the one place the site takes a secret.
  return (
    <div className="field">
      <label className="field__label" htmlFor="inbox-secret">
        {t.secretLabel}
      </label>
      <input
        id="inbox-secret"
        className="field__control"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="inbox-secret-hint"
        required
      />
      <p id="inbox-secret-hint" className="field__hint">
        {t.secretHint}
      </p>
    </div>
  );
}

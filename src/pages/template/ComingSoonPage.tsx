import { useId, type ReactElement } from 'react';
import { Countdown } from '../../components/template/Countdown';
import { SampleForm } from '../../components/template/SampleForm';
import { SampleNote } from '../../components/template/SampleNote';
import { SocialIcon } from '../../components/SocialIcon';
import { comingSoon, comingSoonSocial } from '../../content/template/comingSoon';
import '../../styles/template.css';

export default function ComingSoonPage(): ReactElement {
  const emailId = useId();
  return (
    <section className="t-soon">
      <div className="container t-soon__inner">
        <h1>{comingSoon.headline}</h1>
        <p className="t-soon__message">{comingSoon.message}</p>
        <Countdown target={comingSoon.launchAt} label={comingSoon.launchLabel} />
        <p className="t-muted">
          Launching <time dateTime={comingSoon.launchAt}>{comingSoon.launchLabel}</time>
        </p>
        <SampleForm label="Tell me when it is ready" className="t-inline-form">
          <label htmlFor={emailId} className="visually-hidden">
            Email address
          </label>
          <input id={emailId} type="email" name="email" required autoComplete="email" placeholder="Enter your email" />
          <button type="submit" className="button button--primary">
            Submit
          </button>
        </SampleForm>
        <ul className="t-soon__social" aria-label="Social links">
          {comingSoonSocial.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank" aria-label={`${s.name} (opens in a new tab)`}>
                <SocialIcon name={s.name} />
              </a>
            </li>
          ))}
        </ul>
        <SampleNote />
      </div>
    </section>
  );
}

import { useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'wouter';
import { selectChoice, selectIsAsking, selectIsReviewing } from '../../../machines/consent.machine';
import { ConsentContext } from '../../actors/consent';
import { consentText } from '../../content/consent';
import { useScrollClearance, useStylesApplied } from '../fixedBox';
import './consent.css';

/**
 * Asks for analytics consent. Not a modal: the page stays usable, and nothing is sent while the
 * question is open. Both answers carry the same weight (EU guidance on consent banners).
 */
export function ConsentBanner(): ReactElement | null {
  const consent = ConsentContext.useActorRef();
  const asking = ConsentContext.useSelector(selectIsAsking);
  const reviewing = ConsentContext.useSelector(selectIsReviewing);
  const choice = ConsentContext.useSelector(selectChoice);
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown once its rules apply (fixedBox.ts), and never over the control that has the focus.
  const styled = useStylesApplied();
  const clearance = useScrollClearance<HTMLElement>();

  // Opened from the footer on purpose: take the visitor to it. On a first visit it waits politely.
  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing, styled]);

  if (!asking || !styled) return null;
  return (
    <section ref={clearance} className="consent" aria-labelledby="consent-title">
      <div className="consent__body">
        <h2 id="consent-title" className="consent__title" ref={heading} tabIndex={-1}>
          {consentText.title}
        </h2>
        <p>
          {consentText.body} <Link href="/privacy-policy">{consentText.policyLink}</Link>
        </p>
        {reviewing && choice && <p className="consent__current">{consentText.current[choice]}</p>}
      </div>
      <div className="consent__actions">
        <button type="button" className="button button--secondary" onClick={() => consent.send({ type: 'consent.decline' })}>
          {consentText.decline}
        </button>
        <button type="button" className="button button--primary" onClick={() => consent.send({ type: 'consent.accept' })}>
          {consentText.accept}
        </button>
      </div>
    </section>
  );
}

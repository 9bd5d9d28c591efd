import { useId, type ReactElement } from 'react';
import { config } from '../../services/config';
import { brochureHref, waitlistText } from './waitlistText';

const text = waitlistText.contact;

/** The side panel of the full form: contact e-mail, phone and the brochure (spec section 2, Demo). */
export function ContactPanel({ headingLevel = 3 }: { headingLevel?: 2 | 3 }): ReactElement {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className="contact-panel" aria-labelledby={headingId}>
      <Heading id={headingId} className="contact-panel__heading">
        {text.heading}
      </Heading>
      <p>{text.lead}</p>
      <dl className="contact-panel__list">
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
        </dd>
        <dt>{text.phone}</dt>
        <dd>
          <a href={`tel:${config.contact.phone.replace(/[^\d+]/g, '')}`}>{config.contact.phone}</a>
        </dd>
      </dl>
      <a className="button button--secondary contact-panel__brochure" href={brochureHref} download>
        {text.brochure}
      </a>
    </aside>
  );
}

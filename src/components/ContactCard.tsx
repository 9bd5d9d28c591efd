import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { chrome } from '../content/chrome';
import { config } from '../services/config';
import './contact-card.css';

/** A warm nudge at the end of an inner page: book a demo, or write to us. */
export function ContactCard({ title, text }: { title: string; text: string }): ReactElement {
  return (
    <aside className="contact-card" aria-label={title}>
      <h2 className="contact-card__title">{title}</h2>
      <p>{text}</p>
      <div className="contact-card__actions">
        <Link href="/demo" className="button button--primary">
          {chrome.contactCard.bookDemo}
        </Link>
        <a href={`mailto:${config.contact.email}`} className="contact-card__mail">
          {config.contact.email}
        </a>
      </div>
    </aside>
  );
}

import type { ReactElement } from 'react';
import { ContactCard } from '../components/ContactCard';
import { FaqAccordion } from '../components/faq/FaqAccordion';
import { PageHeader } from '../components/PageHeader';
import { faq } from '../content/faq';
import './FaqPage.css';

export default function FaqPage(): ReactElement {
  return (
    <>
      <PageHeader
        title="Frequently asked questions"
        lead="Languages, updates, roles, pricing and privacy: what centers ask before they start."
      />
      <section className="section" aria-label="Questions and answers">
        <div className="container faq-page">
          <FaqAccordion items={faq} headingLevel={2} />
          <ContactCard
            title="Still wondering about something?"
            text="Ask us directly, or book a demo and see the answers on screen with your own team’s questions."
          />
        </div>
      </section>
    </>
  );
}

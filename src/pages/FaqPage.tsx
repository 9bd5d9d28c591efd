import type { ReactElement } from 'react';
import { ContactCard } from '../components/ContactCard';
import { FaqAccordion } from '../components/faq/FaqAccordion';
import { PageHeader } from '../components/PageHeader';
import { faq } from '../content/faq';
import { faqPage } from '../content/faqPage';
import './FaqPage.css';

export default function FaqPage(): ReactElement {
  return (
    <>
      <PageHeader title={faqPage.title} lead={faqPage.lead} />
      <section className="section" aria-label={faqPage.listLabel}>
        <div className="container faq-page">
          <FaqAccordion items={faq} headingLevel={2} />
          <ContactCard title={faqPage.contact.title} text={faqPage.contact.text} />
        </div>
      </section>
    </>
  );
}

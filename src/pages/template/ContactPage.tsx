import type { ReactElement } from 'react';
import { TextAreaField, TextField } from '../../components/template/fields';
import { SampleForm } from '../../components/template/SampleForm';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { config } from '../../services/config';
import '../../styles/template.css';

export default function ContactPage(): ReactElement {
  const { contact } = config;
  return (
    <>
      <TemplateHeader title="Contact" />
      <div className="container t-section t-contact">
        <section className="t-card" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <address className="t-contact__details">
            <p>
              <strong>Email</strong>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <strong>Phone</strong>
              <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
            </p>
            <p>
              <strong>Address</strong>
              <span>{contact.address}</span>
            </p>
          </address>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <SampleForm label="Contact" className="t-form">
            <div className="t-form__row">
              <TextField label="Name" name="name" required autoComplete="name" />
              <TextField label="Email" name="email" type="email" required autoComplete="email" />
            </div>
            <div className="t-form__row">
              <TextField label="Phone number" name="phone_number" type="tel" autoComplete="tel" />
              <TextField label="Subject" name="subject" />
            </div>
            <TextAreaField label="Message" name="message" required rows={6} />
            <button type="submit" className="button button--primary">
              Send Message
            </button>
          </SampleForm>
        </section>
      </div>
    </>
  );
}

import { useId, type ReactElement } from 'react';
import { SampleForm } from './SampleForm';

/** The template newsletter: one required email field (spec section 5). */
export function Newsletter({ title = 'Subscribe to our newsletter' }: { title?: string }): ReactElement {
  const id = useId();
  return (
    <section className="t-newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="t-newsletter__title">
        {title}
      </h2>
      <p>Sample text: news and tips, once a month.</p>
      <SampleForm label="Newsletter" className="t-newsletter__form">
        <label htmlFor={id} className="visually-hidden">
          Email address for the newsletter
        </label>
        <input id={id} type="email" name="email" required autoComplete="email" placeholder="Enter your email" />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </SampleForm>
    </section>
  );
}

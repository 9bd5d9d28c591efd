import type { ReactElement } from 'react';
import { TextAreaField, TextField } from './fields';
import { SampleForm } from './SampleForm';

/** 'Write a Review' (the section's id is the link target): name, email, review title, comments and Submit Review (spec section 2). */
export function ReviewForm({ id }: { id: string }): ReactElement {
  return (
    <section className="t-review-form" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write a Review</h3>
      <SampleForm label="Write a Review" className="t-form">
        <div className="t-form__row">
          <TextField label="Name" name="name" required autoComplete="name" />
          <TextField label="Email" name="email" type="email" required autoComplete="email" />
        </div>
        <TextField label="Review Title" name="title" required />
        <TextAreaField label="Comments" name="comments" required rows={5} />
        <button type="submit" className="button button--primary">
          Submit Review
        </button>
      </SampleForm>
    </section>
  );
}

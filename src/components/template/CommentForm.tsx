import type { ReactElement } from 'react';
import { commentMaxLength } from '../../content/template/blog';
import { CheckboxField, TextAreaField, TextField } from './fields';
import { SampleForm } from './SampleForm';

/** 'Leave a Reply' under a post: comment, author, email, url and the cookie-consent box (spec section 2). */
export function CommentForm(): ReactElement {
  return (
    <section className="t-comment-form" aria-labelledby="reply-title">
      <h2 id="reply-title">Leave a Reply</h2>
      <p className="t-muted">Your email address will not be published. Required fields are marked *</p>
      <SampleForm label="Leave a Reply" className="t-form">
        <TextAreaField label="Comment" name="comment" required maxLength={commentMaxLength} rows={6} />
        <div className="t-form__row">
          <TextField label="Name" name="author" required autoComplete="name" />
          <TextField label="Email" name="email" type="email" required autoComplete="email" />
        </div>
        <TextField label="Website" name="url" type="url" autoComplete="url" />
        <CheckboxField name="wp-comment-cookies-consent" label="Save my name, email, and website in this browser for the next time I comment." />
        <button type="submit" className="button button--primary">
          Post Comment
        </button>
      </SampleForm>
    </section>
  );
}

import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../content/template/dates';
import type { Review } from '../../content/template/reviews';
import { StarRating } from './StarRating';

/** The sample reviews, each with its 'Report as Inappropriate' link (spec section 2). */
export function ReviewList({ reviews }: { reviews: readonly Review[] }): ReactElement {
  return (
    <ol className="t-reviews">
      {reviews.map((r) => (
        <li key={r.id} className="t-review">
          <StarRating rating={r.rating} />
          <h3 className="t-review__title">{r.title}</h3>
          <p className="t-meta">
            <span>{r.author}</span> on <time dateTime={r.date}>{formatDate(r.date)}</time>
          </p>
          <p>{r.body}</p>
          {/* Reports go to the contact page: the sample has no moderation queue. */}
          <Link href="/contact" className="t-review__report">
            Report as Inappropriate<span className="visually-hidden">: {r.title}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

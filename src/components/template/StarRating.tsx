import type { ReactElement } from 'react';

const maxStars = 5;

/** Five stars, the rounded `rating` of them filled; read out as 'Rated 4.7 out of 5'. */
export function StarRating({ rating }: { rating: number }): ReactElement {
  const value = Math.min(maxStars, Math.max(0, rating));
  const filled = Math.round(value);
  const spoken = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return (
    <span className="t-stars" role="img" aria-label={`Rated ${spoken} out of ${maxStars}`}>
      {Array.from({ length: maxStars }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < filled ? 't-stars__on' : 't-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}

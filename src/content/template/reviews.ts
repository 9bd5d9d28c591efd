/** Sample reviews of the featured product (spec section 3: rating, title, author, date, body). */
export interface Review {
  id: string;
  rating: number;
  title: string;
  author: string;
  /** ISO date. */
  date: string;
  body: string;
}

export const reviews: readonly Review[] = [
  {
    id: 'r1',
    rating: 5,
    title: 'Sturdy and quick to set up',
    author: 'Ana P.',
    date: '2019-05-14',
    body: 'We use it for home visits. It folds flat, fits in the car and does not wobble, even with taller guests.',
  },
  {
    id: 'r2',
    rating: 5,
    title: 'Comfortable for long sessions',
    author: 'Erik L.',
    date: '2019-04-29',
    body: 'The padding is firm without being hard, and the face cradle adjusts easily. Guests notice the difference.',
  },
  {
    id: 'r3',
    rating: 4,
    title: 'Good value',
    author: 'Maria D.',
    date: '2019-04-02',
    body: 'Well made for the price. The carrying case could be a little thicker, but the table itself is excellent.',
  },
];

/** 'Based on 3 reviews' and '3 reviews' (spec section 2, 'Product details'). */
export const reviewCountLabel = (count: number): string => `${count} review${count === 1 ? '' : 's'}`;
export const reviewSummaryLabel = (count: number): string => `Based on ${reviewCountLabel(count)}`;

export function averageRating(list: readonly Review[]): number {
  return list.length ? list.reduce((sum, r) => sum + r.rating, 0) / list.length : 0;
}

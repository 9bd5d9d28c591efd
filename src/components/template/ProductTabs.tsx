import type { ReactElement } from 'react';
import { featuredProductDescription, featuredProductInfo } from '../../content/template/products';
import { averageRating, reviewSummaryLabel, reviews } from '../../content/template/reviews';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { StarRating } from './StarRating';
import { Tabs, type Tab } from './Tabs';

export type ProductTab = 'description' | 'info' | 'reviews';

const reviewFormId = 'write-a-review';

/** Description, Additional information and Reviews of the featured product (spec section 2). */
export function ProductTabs({ selected, onSelect }: { selected: ProductTab; onSelect: (tab: ProductTab) => void }): ReactElement {
  const tabs: Tab<ProductTab>[] = [
    {
      id: 'description',
      label: 'Description',
      content: featuredProductDescription.map((p) => <p key={p}>{p}</p>),
    },
    {
      id: 'info',
      label: 'Additional information',
      content: (
        <table className="t-info">
          <tbody>
            {featuredProductInfo.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    },
    {
      id: 'reviews',
      label: 'Reviews',
      content: (
        <>
          <div className="t-review-summary">
            <h2>Customer Reviews</h2>
            <StarRating rating={averageRating(reviews)} />
            <p>{reviewSummaryLabel(reviews.length)}</p>
            <a href={`#${reviewFormId}`} className="t-more">
              Write a Review
            </a>
          </div>
          <ReviewList reviews={reviews} />
          <ReviewForm id={reviewFormId} />
        </>
      ),
    },
  ];
  return <Tabs label="Product information" tabs={tabs} selected={selected} onSelect={onSelect} />;
}

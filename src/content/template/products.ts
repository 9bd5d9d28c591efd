import massageTable from '../../assets/template/product-massage-table.svg';
import meditationCushion from '../../assets/template/product-meditation-cushion.svg';
import rowingMachine from '../../assets/template/product-rowing-machine.svg';
import standingDesk from '../../assets/template/product-standing-desk.svg';
import teaCollection from '../../assets/template/product-tea-collection.svg';
import yogaMat from '../../assets/template/product-yoga-mat.svg';
import { dollars, type Cents } from './money';

/** A sample product (spec section 3: name, new price, old price, rating, image). */
export interface Product {
  id: string;
  name: string;
  price: Cents;
  oldPrice?: Cents;
  /** Whole stars, 0 to 5. */
  rating: number;
  reviewCount: number;
  /** Units sold: what 'Sort by popularity' orders by. */
  sold: number;
  /** ISO date the product was listed: what 'Sort by latest' orders by. */
  listedOn: string;
  isNew: boolean;
  image: string;
}

export const products: readonly Product[] = [
  {
    id: 'massage-table',
    name: 'Folding massage table',
    price: dollars(629),
    oldPrice: dollars(699),
    rating: 5,
    reviewCount: 3,
    sold: 42,
    listedOn: '2019-03-02',
    isNew: false,
    image: massageTable,
  },
  {
    id: 'rowing-machine',
    name: 'Rowing machine',
    price: dollars(455.5),
    rating: 4,
    reviewCount: 8,
    sold: 65,
    listedOn: '2019-04-18',
    isNew: false,
    image: rowingMachine,
  },
  {
    id: 'standing-desk',
    name: 'Standing desk',
    price: dollars(399),
    oldPrice: dollars(449),
    rating: 4,
    reviewCount: 5,
    sold: 31,
    listedOn: '2019-05-07',
    isNew: true,
    image: standingDesk,
  },
  {
    id: 'meditation-cushion',
    name: 'Meditation cushion set',
    price: dollars(200),
    rating: 5,
    reviewCount: 11,
    sold: 88,
    listedOn: '2019-05-21',
    isNew: true,
    image: meditationCushion,
  },
  {
    id: 'tea-collection',
    name: 'Herbal tea collection',
    price: dollars(24.9),
    oldPrice: dollars(29.9),
    rating: 4,
    reviewCount: 14,
    sold: 120,
    listedOn: '2019-02-11',
    isNew: false,
    image: teaCollection,
  },
  { id: 'yoga-mat', name: 'Cork yoga mat', price: dollars(68), rating: 3, reviewCount: 2, sold: 19, listedOn: '2019-06-03', isNew: true, image: yogaMat },
];

export function productById(id: string): Product {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`No sample product "${id}"`);
  return product;
}

/** The product on /products-details and the three 'Related Products' below it. */
export const featuredProduct = productById('massage-table');
export const relatedProducts: readonly Product[] = ['meditation-cushion', 'yoga-mat', 'tea-collection'].map(productById);

/** Static text of the products list (spec section 9: '8 of 14 results' and 4 pages). */
export const resultCount = { first: 1, last: 8, total: 14 } as const;
export const resultsSummary = `Showing ${resultCount.first}-${resultCount.last} of ${resultCount.total} results`;

/** The sort options, in the spec's order (section 2, 'Products list'). */
export const sortOptions = [
  { value: 'default', label: 'Default sorting' },
  { value: 'popularity', label: 'Sort by popularity' },
  { value: 'rating', label: 'Sort by average rating' },
  { value: 'latest', label: 'Sort by latest' },
  { value: 'price-asc', label: 'Sort by price: low to high' },
  { value: 'price-desc', label: 'Sort by price: high to low' },
  { value: 'new', label: 'Sort by new' },
] as const;

export type SortKey = (typeof sortOptions)[number]['value'];

const comparators: Record<SortKey, ((a: Product, b: Product) => number) | null> = {
  default: null,
  popularity: (a, b) => b.sold - a.sold,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  latest: (a, b) => b.listedOn.localeCompare(a.listedOn),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  new: (a, b) => Number(b.isNew) - Number(a.isNew),
};

/** The products in the chosen order; ties keep the default order. */
export function sortProducts(list: readonly Product[], key: SortKey): Product[] {
  const compare = comparators[key];
  return compare ? [...list].sort(compare) : [...list];
}

/** The 'Additional information' tab of the product details (spec: brand, color, size, weight, dimensions). */
export const featuredProductInfo = [
  { label: 'Brand', value: 'Stillwater Studio' },
  { label: 'Color', value: 'Forest green' },
  { label: 'Size', value: 'Standard (186 × 71 cm)' },
  { label: 'Weight', value: '13.5 kg' },
  { label: 'Dimensions', value: '186 × 71 × 61–86 cm' },
] as const;

export const featuredProductSummary =
  'A light, sturdy folding table for treatment rooms and home visits, with an adjustable height and a removable face cradle.';

export const featuredProductDescription = [
  'This sample product shows how a product page reads: a short summary, the price, the reviews and the details a buyer compares.',
  'The frame is hardwood, the padding is five centimetres of dense foam, and the cover wipes clean between guests. It folds to a case with a handle and sets up in under a minute.',
] as const;

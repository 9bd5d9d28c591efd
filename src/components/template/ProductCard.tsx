import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../content/template/products';
import { Price } from './Price';
import { StarRating } from './StarRating';

/** A product tile: image and name link to /products-details, Add To Cart links to /cart (spec section 2). */
export function ProductCard({ product }: { product: Product }): ReactElement {
  return (
    <article className="t-card t-product-card">
      <Link href="/products-details" className="t-product-card__media" tabIndex={-1} aria-hidden="true">
        <img src={product.image} alt="" width={400} height={300} loading="lazy" />
      </Link>
      <div className="t-product-card__body">
        <h3 className="t-product-card__name">
          <Link href="/products-details">{product.name}</Link>
        </h3>
        <StarRating rating={product.rating} />
        <Price price={product.price} oldPrice={product.oldPrice} />
        <Link href="/cart" className="button button--secondary t-product-card__cart">
          Add To Cart<span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}

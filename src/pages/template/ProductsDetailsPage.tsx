import { useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { PaymentLogos } from '../../components/template/PaymentLogos';
import { Price } from '../../components/template/Price';
import { ProductCard } from '../../components/template/ProductCard';
import { ProductTabs, type ProductTab } from '../../components/template/ProductTabs';
import { QuantityCounter } from '../../components/template/QuantityCounter';
import { StarRating } from '../../components/template/StarRating';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { minQuantity } from '../../content/template/cart';
import { featuredProduct, featuredProductSummary, relatedProducts } from '../../content/template/products';
import { reviewCountLabel, reviews } from '../../content/template/reviews';
import '../../styles/template.css';

export default function ProductsDetailsPage(): ReactElement {
  const product = featuredProduct;
  const [quantity, setQuantity] = useState(minQuantity);
  const [tab, setTab] = useState<ProductTab>('description');
  return (
    <>
      <TemplateHeader title={product.name} trail={[{ label: 'Products', href: '/products-list' }]} />
      <div className="container t-section t-product">
        <img src={product.image} alt={product.name} width={400} height={300} className="t-product__image" />
        <div className="t-product__summary">
          <p className="t-product__rating">
            <StarRating rating={product.rating} /> {/* The link opens the Reviews tab; the shell scrolls to the tabs (same-page fragment). */}
            <a href="#product-tabs" onClick={() => setTab('reviews')}>
              {reviewCountLabel(reviews.length)}
            </a>
          </p>
          <p className="t-product__price">
            <Price price={product.price} oldPrice={product.oldPrice} />
          </p>
          <p>{featuredProductSummary}</p>
          <div className="t-product__buy">
            <QuantityCounter value={quantity} onChange={setQuantity} label="Quantity" />
            <Link href="/cart" className="button button--primary">
              Add to cart
            </Link>
          </div>
          <div className="t-check">
            <input id="agree-terms" type="checkbox" name="agree_terms" />
            <label htmlFor="agree-terms">
              I agree with the <Link href="/terms-and-conditions">terms and conditions</Link>
            </label>
          </div>
          <Link href="/checkout" className="button button--accent t-product__now">
            Buy it now
          </Link>
          <div className="t-safe">
            <p className="t-safe__title">Guaranteed safe checkout</p>
            <PaymentLogos />
          </div>
        </div>
      </div>
      <div className="container" id="product-tabs">
        <ProductTabs selected={tab} onSelect={setTab} />
      </div>
      <section className="container t-section" aria-labelledby="related-title">
        <h2 id="related-title">Related Products</h2>
        <ul className="t-grid t-grid--3">
          {relatedProducts.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

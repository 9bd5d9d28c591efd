import { useId, useState, type ReactElement } from 'react';
import { Pagination } from '../../components/template/Pagination';
import { ProductCard } from '../../components/template/ProductCard';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { products, resultsSummary, sortOptions, sortProducts, type SortKey } from '../../content/template/products';
import '../../styles/template.css';

export default function ProductsListPage(): ReactElement {
  const sortId = useId();
  const [sort, setSort] = useState<SortKey>('default');
  return (
    <>
      <TemplateHeader title="Products" />
      <section className="container t-section" aria-labelledby={`${sortId}-title`}>
        <h2 id={`${sortId}-title`} className="visually-hidden">
          Product list
        </h2>
        <div className="t-toolbar">
          <p className="t-toolbar__count">{resultsSummary}</p>
          <label htmlFor={sortId} className="visually-hidden">
            Sort products
          </label>
          <select id={sortId} name="orderby" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <ul className="t-grid t-grid--3">
          {sortProducts(products, sort).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
        <Pagination label="Product pages" />
      </section>
    </>
  );
}

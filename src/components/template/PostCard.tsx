import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { BlogPost } from '../../content/template/blog';
import { formatDate } from '../../content/template/dates';

/** A post teaser linking to /blog-details (spec section 2: image, title, excerpt, date, author). */
export function PostCard({ post }: { post: BlogPost }): ReactElement {
  return (
    <article className="t-card t-post-card">
      <img src={post.image} alt="" width={600} height={360} loading="lazy" className="t-post-card__image" />
      <div className="t-post-card__body">
        <p className="t-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>By {post.author}</span>
        </p>
        <h2 className="t-post-card__title">
          <Link href="/blog-details">{post.title}</Link>
        </h2>
        <p>{post.excerpt}</p>
        <Link href="/blog-details" className="t-more">
          Read more<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

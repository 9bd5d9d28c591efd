import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { BlogSidebar } from '../../components/template/BlogSidebar';
import { CommentForm } from '../../components/template/CommentForm';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { comments, featuredPost, featuredPostBody, featuredPostQuote, featuredPostTags } from '../../content/template/blog';
import { formatDate } from '../../content/template/dates';
import '../../styles/template.css';

export default function BlogDetailsPage(): ReactElement {
  const post = featuredPost;
  return (
    <>
      <TemplateHeader title={post.title} trail={[{ label: 'Blog', href: '/blog' }]}>
        <p className="t-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true"> · </span>By {post.author}
        </p>
      </TemplateHeader>
      <div className="container t-section t-layout">
        <div>
          <article className="t-article">
            <img src={post.image} alt="" width={600} height={360} className="t-article__image" />
            {featuredPostBody.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <blockquote className="t-quote">{featuredPostQuote}</blockquote>
            <p className="t-article__tags">
              Tags:{' '}
              {featuredPostTags.map((tag, i) => (
                <span key={tag}>
                  {i > 0 && ', '}
                  <Link href="/blog">{tag}</Link>
                </span>
              ))}
            </p>
          </article>
          <section className="t-comments" aria-labelledby="comments-title">
            <h2 id="comments-title">{comments.length} Comments</h2>
            <ol>
              {comments.map((c) => (
                <li key={c.id} className="t-comment">
                  <p className="t-meta">
                    <strong>{c.author}</strong> on <time dateTime={c.date}>{formatDate(c.date)}</time>
                  </p>
                  <p>{c.body}</p>
                </li>
              ))}
            </ol>
          </section>
          <CommentForm />
        </div>
        <BlogSidebar />
      </div>
    </>
  );
}

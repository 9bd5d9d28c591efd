import type { ReactElement } from 'react';
import { BlogSidebar } from '../../components/template/BlogSidebar';
import { Newsletter } from '../../components/template/Newsletter';
import { Pagination } from '../../components/template/Pagination';
import { PostCard } from '../../components/template/PostCard';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { posts } from '../../content/template/blog';
import '../../styles/template.css';

export default function BlogPage(): ReactElement {
  return (
    <>
      <TemplateHeader title="Blog" />
      <div className="container t-section t-layout">
        <div>
          <ul className="t-grid t-grid--2">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination label="Blog pages" />
        </div>
        <BlogSidebar />
      </div>
      <div className="container">
        <Newsletter />
      </div>
    </>
  );
}

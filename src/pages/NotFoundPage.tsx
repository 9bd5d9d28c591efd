import type { ReactElement } from 'react';
import { Link } from 'wouter';

export default function NotFoundPage(): ReactElement {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.</p>
      <Link href="/" className="button button--primary">
        Go to Home
      </Link>
    </section>
  );
}

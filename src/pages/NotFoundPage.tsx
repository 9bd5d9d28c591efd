import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { notFound } from '../content/notFound';

export default function NotFoundPage(): ReactElement {
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <Link href="/" className="button button--primary">
        {notFound.home}
      </Link>
    </section>
  );
}

import type { ReactElement } from 'react';
import { legalLastUpdated, type LegalBlock, type LegalDocument } from '../../content/legal/document';
import { legalText } from '../../content/legal/legalText';
import { config } from '../../services/config';
import { staticPart } from '../island/StaticPart';
import { PageHeader } from '../PageHeader';
import './legal.css';

function ContactDetails(): ReactElement {
  const { contact, appName } = config;
  return (
    <address className="legal__contact">
      {appName}
      <br />
      {contact.address}
      <br />
      <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.phone}
    </address>
  );
}

function Block({ block }: { block: LegalBlock }): ReactElement {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('contact' in block) return <ContactDetails />;
  if ('when' in block) return <p className={`legal__when legal__when--${block.when}`}>{block.text}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const anchor = (i: number) => `section-${i + 1}`;

/** The contents list and the sections: never changed after the first paint, so hydration leaves them alone (issue 39). */
function LegalBody({ doc }: { doc: LegalDocument }): ReactElement {
  return (
    <>
      <nav className="legal__toc" aria-label={legalText.contents}>
        <h2 className="legal__toc-title">{legalText.contents}</h2>
        <ol>
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#${anchor(i)}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="legal__body">
        <p className="legal__intro">{doc.intro}</p>
        {doc.sections.map((s, i) => (
          <section key={s.heading} id={anchor(i)} aria-labelledby={`${anchor(i)}-title`}>
            <h2 id={`${anchor(i)}-title`}>
              {i + 1}. {s.heading}
            </h2>
            {s.blocks.map((block, j) => (
              <Block key={j} block={block} />
            ))}
          </section>
        ))}
      </article>
    </>
  );
}

// `doc` is a module constant: the part's props never change.
const StaticLegalBody = staticPart(LegalBody);

/** A legal document: its title, the date it was last updated, a contents list and its sections. */
export function LegalPage({ doc }: { doc: LegalDocument }): ReactElement {
  return (
    <>
      <PageHeader title={doc.title}>
        <p className="legal__updated">
          {legalText.lastUpdated} <time dateTime={legalLastUpdated.iso}>{legalLastUpdated.text}</time>
        </p>
      </PageHeader>
      <div className="section">
        <div className="container legal">
          <StaticLegalBody doc={doc} />
        </div>
      </div>
    </>
  );
}

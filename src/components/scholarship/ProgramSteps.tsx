import type { ReactElement, ReactNode } from 'react';
import { Link } from 'wouter';
import { scholarshipText } from '../../content/scholarship';
import { SponsorEmail } from './SponsorEmail';

const { sponsors, freeTier, apply, stepLabel } = scholarshipText;

/** The program's three steps (spec section 2, Scholarship). */
export function ProgramSteps(): ReactElement {
  return (
    <ol className="program-steps">
      <Step n={1} title={sponsors.title}>
        <p>{sponsors.text}</p>
        <SponsorEmail />
      </Step>
      <Step n={2} title={freeTier.title}>
        <p>{freeTier.text}</p>
        <p>
          <Link href={freeTier.link.href}>{freeTier.link.label}</Link>
        </p>
      </Step>
      <Step n={3} title={apply.title}>
        <p>{apply.text}</p>
        <p className="program-steps__closing">{apply.closing}</p>
      </Step>
    </ol>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }): ReactElement {
  return (
    <li className="program-step">
      <p className="eyebrow">{stepLabel(n)}</p>
      <h2 className="program-step__title">{title}</h2>
      {children}
    </li>
  );
}

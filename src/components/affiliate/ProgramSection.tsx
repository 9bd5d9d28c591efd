import { useId, type ReactElement } from 'react';
import { affiliateText } from '../../content/affiliate';
import { staticPart } from '../island/StaticPart';

const { rewards, steps } = affiliateText;

/** The rewards and the steps: never changed after the first paint, so hydration leaves them alone (issue 39). */
function Program({ titleId }: { titleId: string }): ReactElement {
  return (
    <>
      <p className="eyebrow">{rewards.eyebrow}</p>
      <h2 id={titleId}>{rewards.title}</h2>
      <ul className="reward-cards">
        {rewards.cards.map((card) => (
          <li key={card.name} className="reward-card">
            <p className="reward-card__amount" aria-hidden="true">
              {card.amount}
            </p>
            <h3 className="reward-card__name">{card.name}</h3>
            <p className="reward-card__text">{card.text}</p>
          </li>
        ))}
      </ul>
      <p className="affiliate-program__condition">{rewards.condition}</p>
      <h3 className="affiliate-steps__title">{steps.title}</h3>
      <ol className="affiliate-steps">
        {steps.items.map((step) => (
          <li key={step.title} className="affiliate-steps__item">
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

const StaticProgram = staticPart(Program);

/** The program in short: the two rewards (from the rewards config), their condition, and the three steps. */
export function ProgramSection(): ReactElement {
  const titleId = useId();
  return (
    <section className="section affiliate-program" aria-labelledby={titleId}>
      <div className="container">
        <StaticProgram titleId={titleId} />
      </div>
    </section>
  );
}

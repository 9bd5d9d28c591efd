import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { LandingItem } from '../../content/areas';
import { motion } from '../../domain/motion';
import { Icon } from '../icons/Icon';
import { Reveal } from '../motion/Reveal';

/**
 * A card's words and link. Not a static part (issue 39): a card's few words save React less than
 * a boundary's markers cost the home page's HTML, which is at its 14 KB budget.
 */
function CardText({ name, text, href, label }: { name: string; text: string; href?: string; label?: string }): ReactElement {
  return (
    <>
      <h3 className="item-card__name">{name}</h3>
      <p className="item-card__text">{text}</p>
      {href && (
        <Link href={href} className="item-card__link">
          {label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </>
  );
}

/**
 * The area and feature cards: each with its logo, name and text. The text is always shown; the
 * logos (the cards' media) fade in 100 ms apart once the section is reached (spec section 9).
 */
export function ItemGrid({ items, shown }: { items: readonly LandingItem[]; shown: boolean }): ReactElement {
  return (
    <ul className="item-grid">
      {items.map((item, i) => (
        <li key={item.name} className="item-card">
          <Reveal shown={shown} effect="media" delayMs={i * motion.cardStaggerMs} className="item-card__logo">
            <Icon name={item.logo} size={28} />
          </Reveal>
          <CardText name={item.name} text={item.text} href={item.link?.href} label={item.link?.label} />
        </li>
      ))}
    </ul>
  );
}

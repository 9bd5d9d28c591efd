import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { LandingItem } from '../../content/areas';
import { motion } from '../../domain/motion';
import { Icon } from '../icons/Icon';
import { Reveal } from '../motion/Reveal';

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
          <h3 className="item-card__name">{item.name}</h3>
          <p className="item-card__text">{item.text}</p>
          {item.link && (
            <Link href={item.link.href} className="item-card__link">
              {item.link.label} <span aria-hidden="true">→</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

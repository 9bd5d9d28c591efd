import type { ReactElement } from 'react';
import { Link } from 'wouter';
import type { LandingItem } from '../../content/areas';
import { motion } from '../../domain/motion';
import { Icon } from '../icons/Icon';
import { Reveal } from '../motion/Reveal';

/** The area and feature cards: each with its logo, name and text, appearing 100 ms apart. */
export function ItemGrid({ items, shown }: { items: readonly LandingItem[]; shown: boolean }): ReactElement {
  return (
    <ul className="item-grid">
      {items.map((item, i) => (
        <Reveal as="li" key={item.name} shown={shown} delayMs={i * motion.cardStaggerMs} className="item-card">
          <span className="item-card__logo">
            <Icon name={item.logo} size={28} />
          </span>
          <h3 className="item-card__name">{item.name}</h3>
          <p className="item-card__text">{item.text}</p>
          {item.link && (
            <Link href={item.link.href} className="item-card__link">
              {item.link.label} <span aria-hidden="true">→</span>
            </Link>
          )}
        </Reveal>
      ))}
    </ul>
  );
}

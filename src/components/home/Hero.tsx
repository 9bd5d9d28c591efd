import type { ReactElement } from 'react';
import { Link } from 'wouter';
import heroUrl from '../../assets/hero-center.svg';
import { home } from '../../content/home';
import { motion } from '../../domain/motion';
import { Icon } from '../icons/Icon';
import { Appear } from '../motion/Reveal';
import './hero.css';

const { slow, medium, fast, faster } = motion.showDelayMs;
const momentDelays = [slow, medium, fast, faster];

/**
 * The first screen. Its text is never animated, so the prerendered page shows it at once; only
 * the decoration around the illustration (a shape and four moments of a center's day) fades in.
 */
export function Hero(): ReactElement {
  const { hero } = home;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__text">
          <h1 id="hero-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__subtitle">{hero.subtitle}</p>
          <p className="hero__lead">{hero.lead}</p>
          <div className="hero__actions">
            <a href="#demoSection" className="button button--primary">
              {hero.joinCta}
            </a>
            <Link href="/demo" className="button button--secondary">
              {hero.demoCta}
            </Link>
          </div>
          <ul className="hero__facts">
            {hero.facts.map((fact) => (
              <li key={fact}>
                <Icon name="check" size={18} /> {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__media">
          <Appear effect="shapeUpRight" className="hero__shape" />
          <img
            className="hero__image"
            src={heroUrl}
            width={560}
            height={460}
            alt="Illustration: a lifestyle center among green hills, and the day’s schedule on a tablet"
            fetchPriority="high"
          />
          <div aria-hidden="true">
            {hero.moments.map((moment, i) => (
              <Appear key={moment} delayMs={momentDelays[i]} className={`hero__moment hero__moment--${i + 1}`}>
                <Icon name="check" size={16} /> {moment}
              </Appear>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

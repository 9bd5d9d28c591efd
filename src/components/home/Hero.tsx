import type { ReactElement } from 'react';
import { Link } from 'wouter';
import heroFile from '../../assets/hero-center.svg';
import heroMarkup from '../../assets/hero-center.svg?raw';
import { home } from '../../content/home';
import { motion } from '../../domain/motion';
import { Icon } from '../icons/Icon';
import { staticPart } from '../island/StaticPart';
import { Appear } from '../motion/Reveal';
import './hero.css';

const { slow, medium, fast, faster } = motion.showDelayMs;
const momentDelays = [slow, medium, fast, faster];

const heroAlt = home.hero.illustrationAlt;

/**
 * Issue 20: the illustration, the largest thing on the first screen, comes inside the prerendered
 * HTML as SVG markup, so it needs no request of its own. The browser bundle does not carry it a
 * second time (`import.meta.env.SSR` is false there, so the raw copy is left out): hydration keeps
 * the markup the page came with (React does not compare inner HTML while hydrating), and a
 * client-side navigation to home shows the file instead.
 */
const heroPicture = (): string =>
  import.meta.env.SSR
    ? heroMarkup
        .replace(/<title[^]*?<\/title>\s*/, '')
        .replace(/ role="img" aria-labelledby="t"/, ' aria-hidden="true"')
        // Its indentation is bytes of the page's 14 KB budget; its texts hold no whitespace between tags.
        .replace(/>\s+</g, '><')
    : (document.querySelector('.hero__image')?.innerHTML ?? `<img src="${heroFile}" width="560" height="460" alt="">`);

/** The first screen's words and calls to action: hydration leaves them alone (issue 39). */
function HeroText(): ReactElement {
  const { hero } = home;
  return (
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
  );
}

const StaticHeroText = staticPart(HeroText);

/**
 * The first screen. Its text is never animated, so the prerendered page shows it at once; only
 * the decoration around the illustration (a shape and four moments of a center's day) fades in.
 */
export function Hero(): ReactElement {
  const { hero } = home;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <StaticHeroText />
        <div className="hero__media">
          <Appear effect="shapeUpRight" className="hero__shape" />
          <div className="hero__image" role="img" aria-label={heroAlt} dangerouslySetInnerHTML={{ __html: heroPicture() }} />
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

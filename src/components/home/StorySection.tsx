import { useRef, type ReactElement, type ReactNode } from 'react';
import { staticPart } from '../island/StaticPart';
import { Reveal } from '../motion/Reveal';
import { useSectionReveal } from '../motion/sectionReveal';
import './story.css';

export interface SectionMedia {
  src: string;
  width: number;
  height: number;
}

interface StorySectionProps {
  /** The section's anchor (e.g. #areasSection), also naming its title. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  /** Illustration beside the intro: decorative, lazily loaded, faded in when the section is reached. */
  media?: SectionMedia;
  tone?: 'plain' | 'tinted';
  /** stack: intro above the content; split: intro beside it; center: a centred intro above it. */
  layout?: 'stack' | 'split' | 'center';
  /** Content below the intro; a function receives whether the section has been reached. */
  children?: ReactNode | ((shown: boolean) => ReactNode);
}

/** A section's words: hydration leaves them alone (issue 39). */
function Intro({ titleId, eyebrow, title, lead }: { titleId: string; eyebrow: string; title: string; lead?: string }): ReactElement {
  return (
    <div>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={titleId}>{title}</h2>
      {lead && <p className="story__lead">{lead}</p>}
    </div>
  );
}

const StaticIntro = staticPart(Intro, () => false);

/**
 * A home-page section. Its text is always there; only its illustrative media fades in once the
 * viewport's midpoint reaches the section (spec section 2), so a reader never waits for prose.
 */
export function StorySection({ id, eyebrow, title, lead, media, tone = 'plain', layout = 'stack', children }: StorySectionProps): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const shown = useSectionReveal(ref);
  const titleId = `${id}-title`;
  return (
    <section id={id} ref={ref} className={`story story--${tone}`} aria-labelledby={titleId}>
      <div className={`container story__layout story__layout--${layout}`}>
        <div className={media ? 'story__intro story__intro--media' : 'story__intro'}>
          <StaticIntro titleId={titleId} eyebrow={eyebrow} title={title} lead={lead} />
          {media && (
            <Reveal shown={shown} effect="media" className="story__media">
              <img src={media.src} width={media.width} height={media.height} alt="" loading="lazy" decoding="async" />
            </Reveal>
          )}
        </div>
        <div className="story__body">{typeof children === 'function' ? children(shown) : children}</div>
      </div>
    </section>
  );
}

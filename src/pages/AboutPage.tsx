import type { ReactElement, ReactNode } from 'react';
import missionUrl from '../assets/about-mission.svg';
import { Avatar } from '../components/about/Avatar';
import { ContactCard } from '../components/ContactCard';
import { Icon } from '../components/icons/Icon';
import { PageHeader } from '../components/PageHeader';
import { about } from '../content/about';
import { showsSamples } from '../content/launch';
import { launchAbout as launch } from '../content/launchAbout';
import './AboutPage.css';

interface SampleSectionProps {
  /** The title's id, naming the section. */
  id: string;
  eyebrow: string;
  title: string;
  /** Says plainly that what follows is placeholder content (only while it is). */
  note?: string;
  className?: string;
  children: ReactNode;
}

/** A titled section of people or partners, marked as samples while they are. */

/** Partner logos by file name (src/assets/partners/), as launchAbout.ts names them. */
const partnerLogos = import.meta.glob<string>('../assets/partners/*.{svg,png}', { eager: true, query: '?url', import: 'default' });
const partnerLogo = (file: string) => partnerLogos[`../assets/partners/${file}`];

function SampleSection({ id, eyebrow, title, note, className, children }: SampleSectionProps): ReactElement {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id}>{title}</h2>
        {note && <p className="about-note">{note}</p>}
        {children}
      </div>
    </section>
  );
}

const testimonialsSample = showsSamples(launch.testimonials);
const teamSample = showsSamples(launch.team);
const partnersSample = showsSamples(launch.partners);

export default function AboutPage(): ReactElement {
  return (
    <>
      <PageHeader title={about.title} lead={about.lead} />

      <section className="section about-purpose" aria-labelledby="about-purpose-title">
        <div className="container about-purpose__grid">
          <div>
            <h2 id="about-purpose-title" className="visually-hidden">
              {about.purposeTitle}
            </h2>
            <div className="about-purpose__item">
              <p className="eyebrow">{about.visionEyebrow}</p>
              <p className="about-purpose__statement">{about.vision}</p>
            </div>
            <div className="about-purpose__item">
              <p className="eyebrow">{about.missionEyebrow}</p>
              <p className="about-purpose__statement">{about.mission}</p>
            </div>
          </div>
          <img src={missionUrl} width={480} height={360} alt="" className="about-purpose__art" decoding="async" />
        </div>
      </section>

      <section className="section about-work" aria-labelledby="about-work-title">
        <div className="container about-work__inner">
          <p className="eyebrow">{about.work.eyebrow}</p>
          <h2 id="about-work-title">{about.work.title}</h2>
          {about.whatWeDo.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      {launch.testimonials.show && (
        <SampleSection
          id="about-testimonials-title"
          eyebrow={about.testimonials.eyebrow}
          title={about.testimonials.title}
          note={testimonialsSample ? launch.testimonials.note : undefined}
        >
          <ul className="testimonials">
            {launch.testimonials.items.map((t) => (
              <li key={t.name} className="testimonial">
                <figure>
                  <Icon name="quote" size={32} className="testimonial__mark" />
                  <blockquote>
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>
                    <span>
                      {t.role}, {t.center}
                    </span>
                    {testimonialsSample && <span className="sample-tag">{about.testimonials.sampleTag}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </SampleSection>
      )}

      {launch.team.show && (
        <SampleSection
          id="about-team-title"
          className="about-team"
          eyebrow={about.team.eyebrow}
          title={about.team.title}
          note={teamSample ? launch.team.note : undefined}
        >
          <ul className="team">
            {launch.team.members.map((member) => (
              <li key={member.name} className="team__member">
                <Avatar tone={member.tone} />
                <h3 className="team__name">{member.name}</h3>
                <p className="team__role">{member.role}</p>
                {teamSample && <span className="sample-tag">{about.team.sampleTag}</span>}
              </li>
            ))}
          </ul>
        </SampleSection>
      )}

      {launch.partners.show && (
        <SampleSection
          id="about-partners-title"
          eyebrow={about.partners.eyebrow}
          title={about.partners.title}
          note={partnersSample ? launch.partners.note : undefined}
        >
          <ul className="partners">
            {launch.partners.items.map((partner) => (
              <li key={partner.name}>
                <img
                  src={partnerLogo(partner.logo)}
                  width={220}
                  height={72}
                  alt={partnersSample ? about.partners.sampleLogoAlt(partner.name) : partner.name}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </SampleSection>
      )}

      <div className="section">
        <div className="container">
          <ContactCard title={about.contact.title} text={about.contact.text} />
        </div>
      </div>
    </>
  );
}

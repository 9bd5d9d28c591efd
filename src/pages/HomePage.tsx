import type { ReactElement } from 'react';
import { useTrackHomeViewed } from '../actors/analytics';
import { scrollToTarget } from '../actors/navigation';
import areasUrl from '../assets/areas-care.svg';
import faqUrl from '../assets/faq-conversation.svg';
import phoneUrl from '../assets/features-phone.svg';
import { FaqAccordion } from '../components/faq/FaqAccordion';
import { Hero } from '../components/home/Hero';
import { ItemGrid } from '../components/home/ItemGrid';
import { StorySection } from '../components/home/StorySection';
import { VideoFacade } from '../components/home/VideoFacade';
import { WaitlistIsland } from '../components/waitlist/WaitlistIsland';
import { areas } from '../content/areas';
import { faq } from '../content/faq';
import { features } from '../content/features';
import { home } from '../content/home';
import { config } from '../services/config';
import './HomePage.css';

/** Spec: after the waiting-list form is submitted, the page scrolls to the join section. */
const showJoinSection = () => scrollToTarget({ path: '/', hash: '#demoSection' });

export default function HomePage(): ReactElement {
  useTrackHomeViewed();
  return (
    <>
      <Hero />
      <StorySection id="areasSection" {...home.areas} media={{ src: areasUrl, width: 420, height: 300 }}>
        {(shown) => <ItemGrid items={areas} shown={shown} />}
      </StorySection>
      <StorySection id="featuresSection" tone="tinted" {...home.features} media={{ src: phoneUrl, width: 360, height: 440 }}>
        {(shown) => <ItemGrid items={features} shown={shown} />}
      </StorySection>
      <StorySection id="videoSection" layout="center" eyebrow={home.video.eyebrow} title={home.video.title} lead={home.video.lead}>
        <VideoFacade videoId={config.demoVideoId} playLabel={home.video.play} frameTitle={home.video.frameTitle} note={home.video.note} />
      </StorySection>
      <StorySection id="demoSection" tone="tinted" {...home.join}>
        {/* The section's own heading names the form: no second title bar inside it. */}
        <WaitlistIsland showNavBar={false} onSubmitted={showJoinSection} post="join" />
      </StorySection>
      <StorySection id="faqsSection" layout="split" eyebrow={home.faq.eyebrow} title={home.faq.title} media={{ src: faqUrl, width: 360, height: 300 }}>
        <FaqAccordion items={faq} />
        <p className="home-faq__more">
          {home.faq.more} <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
        </p>
      </StorySection>
    </>
  );
}

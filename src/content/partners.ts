import demoWellness from '../assets/partners/demo-wellness-foundation.svg';
import exampleRetreat from '../assets/partners/example-health-retreat.svg';
import placeholderClinic from '../assets/partners/placeholder-clinic.svg';
import sampleCenter from '../assets/partners/sample-lifestyle-center.svg';

/** Partner logos for /about (spec section 2): sample partners, drawn for this site. */
export interface Partner {
  name: string;
  logo: string;
}

export const partnersNote = 'Sample partner logos, shown until our partners’ own logos are published.';

export const partners: readonly Partner[] = [
  { name: 'Sample Lifestyle Center', logo: sampleCenter },
  { name: 'Example Health Retreat', logo: exampleRetreat },
  { name: 'Placeholder Clinic', logo: placeholderClinic },
  { name: 'Demo Wellness Foundation', logo: demoWellness },
];

import hills from '../../assets/template/scene-hills.svg';
import leaves from '../../assets/template/scene-leaves.svg';
import waves from '../../assets/template/scene-waves.svg';

/** Placeholder content of the agency-style template pages (marketing, startup, SEO, services, projects, team). */
export interface Service {
  id: string;
  title: string;
  text: string;
}

export const services: readonly Service[] = [
  { id: 'strategy', title: 'Strategy', text: 'Sample text: a plan that starts from the guests you want to welcome.' },
  { id: 'branding', title: 'Branding', text: 'Sample text: a name, a voice and a look that feel like your center.' },
  { id: 'web-design', title: 'Web design', text: 'Sample text: clear pages that answer questions before they are asked.' },
  { id: 'search', title: 'Search optimisation', text: 'Sample text: be found by the people already looking for a place like yours.' },
  { id: 'content', title: 'Content', text: 'Sample text: stories, recipes and guides that your guests share.' },
  { id: 'analytics', title: 'Analytics', text: 'Sample text: know which pages bring bookings, and which do not.' },
];

export const serviceDetails = {
  title: 'Web design',
  image: leaves,
  paragraphs: [
    'Sample text: this page shows how a single service is described, with an image, a few paragraphs and what is included.',
    'We start with the questions guests ask most, then design pages that answer them in order: where you are, what a stay looks like, what it costs and how to book.',
  ],
  included: ['A discovery workshop', 'Page structure and wireframes', 'Visual design for desktop and mobile', 'Accessibility review', 'Launch support'],
} as const;

export interface Project {
  id: string;
  title: string;
  category: string;
  image: string;
}

export const projects: readonly Project[] = [
  { id: 'valley', title: 'Valley retreat', category: 'Branding', image: hills },
  { id: 'garden', title: 'Garden clinic', category: 'Web design', image: leaves },
  { id: 'coast', title: 'Coastal wellness', category: 'Search', image: waves },
  { id: 'forest', title: 'Forest lodge', category: 'Content', image: leaves },
  { id: 'lake', title: 'Lakeside center', category: 'Strategy', image: waves },
  { id: 'meadow', title: 'Meadow house', category: 'Analytics', image: hills },
];

export const projectDetails = {
  title: 'Valley retreat',
  image: hills,
  paragraphs: [
    'Sample text: this page shows how a finished project is presented, with the brief, the work and the result.',
    'A residential center in the hills wanted its website to feel as calm as a stay there. We rewrote the pages around a guest’s first week and simplified booking to three steps.',
  ],
  facts: [
    { label: 'Client', value: 'Sample client' },
    { label: 'Category', value: 'Branding' },
    { label: 'Date', value: 'May 2019' },
    { label: 'Location', value: 'Sample town' },
  ],
} as const;

export interface TeamMember {
  name: string;
  role: string;
}

export const team: readonly TeamMember[] = [
  { name: 'Alex Morgan', role: 'Founder' },
  { name: 'Sam Rivera', role: 'Design lead' },
  { name: 'Jordan Lee', role: 'Developer' },
  { name: 'Taylor Kim', role: 'Content writer' },
  { name: 'Casey Novak', role: 'Search specialist' },
  { name: 'Robin Berg', role: 'Project manager' },
  { name: 'Drew Popescu', role: 'Analyst' },
  { name: 'Jamie Olsen', role: 'Support' },
];

export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

export const stats = [
  { value: '120+', label: 'Sample projects' },
  { value: '35', label: 'Sample clients' },
  { value: '12', label: 'Sample awards' },
  { value: '8', label: 'Sample team members' },
] as const;

export const steps = [
  { title: 'Listen', text: 'Sample text: we learn how your center works and who it is for.' },
  { title: 'Plan', text: 'Sample text: we agree on goals, pages and a timeline.' },
  { title: 'Build', text: 'Sample text: we design, write and test with real guests.' },
  { title: 'Grow', text: 'Sample text: we measure what works and keep improving it.' },
] as const;

/** Team members with roles (spec section 2). Sample profiles until the real team is published. */
export interface TeamMember {
  name: string;
  role: string;
  initials: string;
  /** Avatar colours from the site palette. */
  tone: 'green' | 'peach' | 'sand' | 'sage';
}

export const teamNote = 'Sample profiles: the names and roles below are placeholders for our team.';

export const team: readonly TeamMember[] = [
  { name: 'Sample Member One', role: 'Founder and product lead', initials: 'S1', tone: 'green' },
  { name: 'Sample Member Two', role: 'Medical advisor', initials: 'S2', tone: 'peach' },
  { name: 'Sample Member Three', role: 'Lead developer', initials: 'S3', tone: 'sage' },
  { name: 'Sample Member Four', role: 'Customer success', initials: 'S4', tone: 'sand' },
];

import type { ReactElement } from 'react';
import type { TeamMember } from '../../content/launchAbout';

const tones: Record<TeamMember['tone'], { bg: string; body: string; skin: string; hair: string }> = {
  green: { bg: '#e3efe8', body: '#1d5c4a', skin: '#f2c9a0', hair: '#4a3423' },
  peach: { bg: '#fde8d6', body: '#e07a5f', skin: '#c98b5e', hair: '#1f2a27' },
  sage: { bg: '#e8f1ec', body: '#5f9c80', skin: '#f5d6b8', hair: '#a0673a' },
  sand: { bg: '#f6eedc', body: '#b4541c', skin: '#8d5a3b', hair: '#2b1a0b' },
};

/** A placeholder portrait drawn for this site (no photos of real people for sample profiles). */
export function Avatar({ tone, size = 96 }: { tone: TeamMember['tone']; size?: number }): ReactElement {
  const c = tones[tone];
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" className="avatar">
      <circle cx="48" cy="48" r="48" fill={c.bg} />
      <path d="M18 90c2-18 14-28 30-28s28 10 30 28a48 48 0 0 1-60 0z" fill={c.body} />
      <rect x="42" y="52" width="12" height="14" rx="5" fill={c.skin} />
      <circle cx="48" cy="40" r="16" fill={c.skin} />
      <path d="M32 40c0-11 7-18 16-18s16 7 16 18c-4-6-10-9-16-9s-12 3-16 9z" fill={c.hair} />
    </svg>
  );
}

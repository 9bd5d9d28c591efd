import type { ReactElement } from 'react';

/**
 * Line icons drawn for this site (24 × 24, stroked in the current colour): the logos of the
 * areas and features on the home page and the plan checkmarks. No icon font, no other host.
 */
const icons = {
  patients: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M9 3.5h6v2.5H9z" />
      <circle cx="12" cy="10.5" r="2.2" />
      <path d="M8.3 16.5a3.8 3.8 0 0 1 7.4 0" />
    </>
  ),
  scheduling: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
      <path d="M8 13h2M8 16.5h2M12.5 13h3.5M12.5 16.5h3.5" />
    </>
  ),
  research: (
    <>
      <path d="M4 20h16" />
      <path d="M6.5 16v-4M10.5 16V8M14.5 16v-6M18.5 16V5" />
    </>
  ),
  bookings: (
    <>
      <path d="M3 18V7M3 14h18v4M21 14v-2.5A2.5 2.5 0 0 0 18.5 9H11v5" />
      <circle cx="7" cy="11" r="2" />
    </>
  ),
  kitchen: (
    <>
      <path d="M4.5 11h15v3a6 6 0 0 1-6 6h-3a6 6 0 0 1-6-6z" />
      <path d="M2.5 11h19M9 4.5c-.8 1 .8 2 0 3M12 4c-.8 1 .8 2 0 3M15 4.5c-.8 1 .8 2 0 3" />
    </>
  ),
  moreAreas: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  mobileApp: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
      <path d="M9.5 7.5h5M9.5 10.5h3" />
    </>
  ),
  messages: (
    <>
      <rect x="2.5" y="5" width="13" height="9.5" rx="1.5" />
      <path d="M2.5 6.5l6.5 4.5 6.5-4.5" />
      <path d="M18 9h2a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 20 18h-1v2.5L16 18h-4a1.5 1.5 0 0 1-1.5-1.5v-.5" />
    </>
  ),
  privacy: (
    <>
      <path d="M12 2.8l7.5 3v5.7c0 4.6-3.2 8.3-7.5 9.7-4.3-1.4-7.5-5.1-7.5-9.7V5.8z" />
      <rect x="9" y="10.5" width="6" height="5" rx="1" />
      <path d="M10.3 10.5V9a1.7 1.7 0 0 1 3.4 0v1.5" />
    </>
  ),
  followUp: (
    <>
      <path d="M12 19.5s-7.5-4.4-7.5-9.6A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.6c0 1.2-.4 2.4-1 3.4" />
      <path d="M15 17.5h6M18.5 15l2.5 2.5-2.5 2.5" />
    </>
  ),
  bloodTests: (
    <>
      <path d="M9 3h6M10 3v13.5a2 2 0 0 0 4 0V3" />
      <path d="M10 10h4" />
      <path d="M18.5 12.5s-2.5 2.8-2.5 4.4a2.5 2.5 0 0 0 5 0c0-1.6-2.5-4.4-2.5-4.4z" />
    </>
  ),
  moreFeatures: (
    <>
      <path d="M12 3.5l1.8 4.7 4.7 1.8-4.7 1.8L12 16.5l-1.8-4.7L5.5 10l4.7-1.8z" />
      <path d="M18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  play: <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />,
  chevron: <path d="M6 9.5l6 6 6-6" />,
  quote: <path d="M9.5 7C6.5 7.8 5 10 5 13v4h5v-5H7.5c0-1.7 1-3 2.5-3.5zM18.5 7c-3 .8-4.5 3-4.5 6v4h5v-5h-2.5c0-1.7 1-3 2.5-3.5z" fill="currentColor" />,
} as const;

export type IconName = keyof typeof icons;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }): ReactElement {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {icons[name]}
    </svg>
  );
}

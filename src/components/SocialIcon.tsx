import type { ReactElement } from 'react';

const paths: Record<string, string> = {
  Facebook: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4C12 4 10.5 5.5 10.5 8.1v2.4H8v3h2.5V21z',
  LinkedIn:
    'M5 9h3v11H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.2 0 3.8 2.1 3.8 4.8V20h-3v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
  Instagram: 'M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm4 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm4.5-2.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  YouTube:
    'M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12a27 27 0 0 0 .4 3.8 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8 27 27 0 0 0 .4-3.8 27 27 0 0 0-.4-3.8zM10 14.7V9.3l4.7 2.7z',
  Twitter: 'M4 4h4.5l3.7 5.1L16.6 4H19l-5.7 6.6L20 20h-4.5l-4-5.6L6.6 20H4.2l6.1-7z',
};

/** Monochrome social marks drawn for this site (no third-party icon fonts or images). */
export function SocialIcon({ name }: { name: string }): ReactElement {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[name] ?? paths.Facebook} fill="currentColor" />
    </svg>
  );
}

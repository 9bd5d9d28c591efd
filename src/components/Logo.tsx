import type { ReactElement } from 'react';
import { config } from '../services/config';

/** The product mark: a heart drawn as one stroke, made for this site. */
export function Logo({ size = 32 }: { size?: number }): ReactElement {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#1d5c4a" />
        <path
          d="M16 24.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 16 11.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill="none"
          stroke="#f4a261"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__name">{config.appName}</span>
    </span>
  );
}

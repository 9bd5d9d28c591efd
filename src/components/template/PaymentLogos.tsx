import type { ReactElement } from 'react';

/** Simple drawn marks (not the brands' artwork) so nothing is fetched from another host. */
const methods = [
  { name: 'Visa', bg: '#1a1f71', fg: '#ffffff', text: 'VISA' },
  { name: 'Mastercard', bg: '#f4f4f4', fg: '#1f2a27', text: 'mastercard', circles: true },
  { name: 'PayPal', bg: '#ffffff', fg: '#003087', text: 'PayPal' },
  { name: 'American Express', bg: '#2e77bc', fg: '#ffffff', text: 'AMEX' },
  { name: 'Apple Pay', bg: '#000000', fg: '#ffffff', text: 'Pay' },
] as const;

/** The payment-method logos shown under 'Guaranteed safe checkout' (spec section 2). */
export function PaymentLogos(): ReactElement {
  return (
    <ul className="t-pay-logos" aria-label="Accepted payment methods">
      {methods.map((m) => (
        <li key={m.name}>
          <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label={m.name}>
            <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill={m.bg} stroke="#d5d0c6" />
            {'circles' in m && (
              <>
                <circle cx="25" cy="15" r="8" fill="#eb001b" />
                <circle cx="35" cy="15" r="8" fill="#f79e1b" fillOpacity="0.85" />
              </>
            )}
            <text
              x="30"
              y={'circles' in m ? 32 : 24}
              textAnchor="middle"
              fill={m.fg}
              fontFamily="system-ui, sans-serif"
              fontWeight="700"
              fontSize={'circles' in m ? 7 : 12}
            >
              {m.text}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}

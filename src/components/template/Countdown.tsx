import { useEffect, useState, type ReactElement } from 'react';
import { countdownParts, countdownUnits } from '../../content/template/countdown';

const tick = 1000;

/**
 * Days, hours, minutes and seconds until `target`. The prerendered page and the first client
 * render show '--' so hydration matches; the live values start once the page is running.
 */
export function Countdown({ target, label }: { target: string; label: string }): ReactElement {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tick);
    return () => clearInterval(timer);
  }, []);
  const parts = now === null ? null : countdownParts(Date.parse(target), now);
  return (
    <div className="t-countdown" role="timer" aria-label={`Time left until ${label}`}>
      {countdownUnits.map((unit) => (
        <div key={unit} className="t-countdown__unit">
          <span className="t-countdown__value" data-unit={unit}>
            {parts ? String(parts[unit]).padStart(2, '0') : '--'}
          </span>
          <span className="t-countdown__label">{unit}</span>
        </div>
      ))}
    </div>
  );
}

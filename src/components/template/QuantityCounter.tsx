import { useId, useState, type ReactElement } from 'react';
import { maxQuantity, minQuantity, parseQuantity } from '../../content/template/cart';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  /** Names what is counted, e.g. 'Quantity of Rowing machine'. */
  label: string;
}

/** Minus, number, plus; the quantity never goes below 1 (spec sections 2 and 9). */
export function QuantityCounter({ value, onChange, label }: Props): ReactElement {
  const id = useId();
  // While the visitor is typing, the field may hold text that is not yet a quantity (e.g. empty).
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = value <= minQuantity;
  const atMax = value >= maxQuantity;
  const step = (delta: number) => {
    setDraft(null);
    onChange(Math.min(maxQuantity, Math.max(minQuantity, value + delta)));
  };
  return (
    <div className="t-qty" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">
        {label}
      </span>
      {/* aria-disabled rather than disabled: a disabled button would drop keyboard focus at 1. */}
      <button type="button" className="t-qty__step" aria-label="Decrease" aria-disabled={atMin} onClick={() => !atMin && step(-1)}>
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="t-qty__input"
        type="number"
        inputMode="numeric"
        min={minQuantity}
        max={maxQuantity}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value);
          const quantity = parseQuantity(e.target.value);
          if (quantity !== null) onChange(quantity);
        }}
        onBlur={() => setDraft(null)}
      />
      <button type="button" className="t-qty__step" aria-label="Increase" aria-disabled={atMax} onClick={() => !atMax && step(1)}>
        +
      </button>
    </div>
  );
}

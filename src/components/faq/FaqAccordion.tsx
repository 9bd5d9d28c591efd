import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { trackFaqOpened } from '../../actors/analytics';
import type { FaqItem } from '../../content/faq';
import { Icon } from '../icons/Icon';
import './faq.css';

/**
 * The FAQ accordion (WAI-ARIA accordion pattern): each question is a button with aria-expanded
 * controlling its answer; arrow keys, Home and End move between questions. Opening one is tracked.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }): ReactElement {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const prefix = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (item: FaqItem) => {
    const opening = !open.has(item.id);
    if (opening) trackFaqOpened(item.question);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  };

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq">
      {items.map((item, i) => {
        const isOpen = open.has(item.id);
        const buttonId = `${prefix}-q-${item.id}`;
        const panelId = `${prefix}-a-${item.id}`;
        return (
          <div key={item.id} className="faq__item" data-open={isOpen}>
            <Heading className="faq__question">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item)}
                onKeyDown={(e) => moveFocus(e, i)}
              >
                <span>{item.question}</span>
                <Icon name="chevron" size={22} className="faq__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!isOpen}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { useId, useRef, useState, type ReactElement } from 'react';
import { scholarshipText, sponsorEmailTemplate } from '../../content/scholarship';
import { copyText } from './copyText';

const text = scholarshipText.sponsors;
type CopyState = 'idle' | 'copied' | 'failed';

/** The e-mail template for potential sponsors, its placeholders marked, with a Copy button. */
export function SponsorEmail(): ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  const body = useRef<HTMLPreElement>(null);
  const captionId = useId();

  const copy = async () => {
    setState('idle');
    const copied = await copyText(sponsorEmailTemplate);
    if (!copied && body.current) window.getSelection()?.selectAllChildren(body.current);
    setState(copied ? 'copied' : 'failed');
  };

  return (
    <figure className="sponsor-email" aria-labelledby={captionId}>
      <figcaption className="sponsor-email__caption" id={captionId}>
        {text.templateLabel}
      </figcaption>
      <pre className="sponsor-email__body" ref={body}>
        {withMarkedPlaceholders(sponsorEmailTemplate)}
      </pre>
      <div className="sponsor-email__actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          {text.copy}
        </button>
        <span className="sponsor-email__status" role="status" data-state={state}>
          {state === 'copied' ? text.copied : state === 'failed' ? text.copyFailed : ''}
        </span>
      </div>
    </figure>
  );
}

/** '[Sponsor name]' and the like stand out, so none is forgotten. */
function withMarkedPlaceholders(template: string): ReactElement[] {
  return template.split(/(\[[^\]]+\])/).map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>));
}

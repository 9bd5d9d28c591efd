import type { ReactElement } from 'react';
import { sampleBadge, sampleNote } from '../../content/template/sample';

/** The small badge that tells visitors a template page is a sample (spec section 1). */
export function SampleNote(): ReactElement {
  return (
    <p className="t-sample-note">
      <span className="t-sample-note__badge">{sampleBadge}</span> {sampleNote}
    </p>
  );
}

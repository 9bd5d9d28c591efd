import type { ReactElement } from 'react';
import { selectHasFailed, selectHasSent, selectIsSending } from '../../../../machines/deskText.machine';

type TextSnapshot = Parameters<typeof selectIsSending>[0];

/** What became of a text sent from the desk: on its way, there, or not (announced). */
export function TextNotice({ state, words }: { state: TextSnapshot; words: { sending: string; sent: string; failed: string } }): ReactElement {
  if (selectHasFailed(state))
    return (
      <p role="alert" className="form-notice form-notice--error">
        {words.failed}
      </p>
    );
  return (
    <p role="status" className="desk-text__status">
      {selectIsSending(state) ? words.sending : selectHasSent(state) ? words.sent : ''}
    </p>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement } from 'react';
import { selectIsTesting, selectResult, selectTestFailed } from '../../../machines/channelTests.machine';
import { bindChannelTests, messageCalls, type MessageCalls } from '../../actors/messages';
import { actorOptions } from '../../inspect';
import { messagesText } from './messagesText';

const t = messagesText.channels;

/** 'Send a test' for each configured alert channel (issue 35): what the receiver really answered. */
export function ChannelTests({ onSignedOut, calls = defaultCalls }: { onSignedOut: () => void; calls?: MessageCalls }): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindChannelTests(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const { channels, channel } = state.context;
  const testing = selectIsTesting(state);
  const result = selectResult(state);
  const notice = result
    ? { ok: result.ok, text: result.ok ? t.ok(result.channel, result.answer) : t.refused(result.channel, result.answer) }
    : selectTestFailed(state) && channel
      ? { ok: false, text: messagesText.actionFailed }
      : null;

  return (
    <section className="inbox-channel-tests" aria-labelledby="inbox-channel-tests">
      <h3 id="inbox-channel-tests">{t.heading}</h3>
      <p>{t.lead}</p>
      {channels && !channels.email && !channels.webhook && <p>{t.none}</p>}
      <div className="inbox-record__actions">
        {channels?.email && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={testing}
            onClick={() => actor.send({ type: 'channel.test', channel: 'email' })}
          >
            {t.email(channels.email.to)}
          </button>
        )}
        {channels?.webhook && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={testing}
            onClick={() => actor.send({ type: 'channel.test', channel: 'webhook' })}
          >
            {t.webhook(channels.webhook.url)}
          </button>
        )}
      </div>
      <div role="status">{testing ? <p>{t.testing}</p> : null}</div>
      {notice && (
        <p role={notice.ok ? undefined : 'alert'} className={`form-notice ${notice.ok ? 'form-notice--success' : 'form-notice--error'}`}>
          {notice.text}
        </p>
      )}
    </section>
  );
}

const defaultCalls = messageCalls();

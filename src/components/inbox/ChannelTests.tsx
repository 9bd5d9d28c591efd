import { useEffect, useState, type ReactElement } from 'react';
import { isSignedOut } from '../../actors/inbox';
import { type Channels, messageCalls, type MessageCalls } from '../../actors/messages';
import { messagesText } from './messagesText';

const t = messagesText.channels;

/** 'Send a test' for each configured alert channel (issue 35): what the receiver really answered. */
export function ChannelTests({ onSignedOut, calls = defaultCalls }: { onSignedOut: () => void; calls?: MessageCalls }): ReactElement {
  const [channels, setChannels] = useState<Channels | null>(null);
  const [testing, setTesting] = useState<'email' | 'webhook' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    calls.channels().then(setChannels, (error) => (isSignedOut(error) ? onSignedOut() : setChannels(null)));
  }, [calls, onSignedOut]);

  const test = async (channel: 'email' | 'webhook') => {
    if (testing) return;
    setTesting(channel);
    setResult(null);
    try {
      const r = await calls.testChannel(channel);
      setResult({ ok: r.ok, text: r.ok ? t.ok(channel, r.answer) : t.refused(channel, r.answer) });
    } catch (error) {
      if (isSignedOut(error)) onSignedOut();
      else setResult({ ok: false, text: messagesText.actionFailed });
    } finally {
      setTesting(null);
    }
  };

  return (
    <section className="inbox-channel-tests" aria-labelledby="inbox-channel-tests">
      <h3 id="inbox-channel-tests">{t.heading}</h3>
      <p>{t.lead}</p>
      {channels && !channels.email && !channels.webhook && <p>{t.none}</p>}
      <div className="inbox-record__actions">
        {channels?.email && (
          <button type="button" className="button button--secondary" aria-disabled={testing !== null} onClick={() => test('email')}>
            {t.email(channels.email.to)}
          </button>
        )}
        {channels?.webhook && (
          <button type="button" className="button button--secondary" aria-disabled={testing !== null} onClick={() => test('webhook')}>
            {t.webhook(channels.webhook.url)}
          </button>
        )}
      </div>
      <div role="status">{testing ? <p>{t.testing}</p> : null}</div>
      {result && (
        <p role={result.ok ? undefined : 'alert'} className={`form-notice ${result.ok ? 'form-notice--success' : 'form-notice--error'}`}>
          {result.text}
        </p>
      )}
    </section>
  );
}

const defaultCalls = messageCalls();

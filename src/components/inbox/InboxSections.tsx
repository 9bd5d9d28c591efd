import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { selectFailedCount } from '../../../machines/failedAlerts.machine';
import { bindFailedAlerts, type InboxCalls } from '../../actors/inbox';
import { inboxText } from '../../content/inbox';
import { linkedRecord, resourceLabels } from '../../domain/inbox';
import { resourceNames, type ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { deskCalls } from '../../actors/desk';
import { deskText } from '../../content/deskText';
import { AuditLog } from './AuditLog';
import { Overview } from './Overview';
import { Rewards } from './Rewards';
import { DeskHeader } from './DeskHeader';
import { FailedAlerts } from './FailedAlerts';
import { LeadList } from './LeadList';
import { OpenSessions } from './OpenSessions';
import { PrivacyRequests } from './PrivacyRequests';
import { UpcomingMeetings } from './UpcomingMeetings';
import { ResponseTimes } from './desk/ResponseTimes';
import type { Person } from '../../domain/people';

type Section = ResourceName | 'overview' | 'meetings' | 'rewards' | 'alerts' | 'privacy' | 'audit' | 'sessions';
/**
 * A sales member works leads and meetings (issue 36): privacy requests (export, erase), the
 * rewards (payouts) and the team's sessions are the owner's.
 */
const sectionsOf = (person: Person): Section[] =>
  person.role === 'owner'
    ? [...resourceNames, 'overview', 'meetings', 'rewards', 'alerts', 'privacy', 'audit', 'sessions']
    : [...resourceNames, 'overview', 'meetings', 'alerts', 'audit'];

export interface InboxSectionsProps {
  calls: InboxCalls;
  /** Who is signed in: the header names them, and the owner's actions are offered to owners only. */
  person?: Person;
  onSignOut: () => void;
  onSignedOut: () => void;
  /** Just signed in: the first list's heading takes the focus. */
  focusHeading?: boolean;
}

/**
 * The signed-in inbox: one list per resource, the demo meetings, the failed alerts, privacy
 * requests and the deletions log. The failed alerts are loaded here, at sign-in, not when their section opens:
 * their count is in the section's button, so the owner notices them from any section.
 */
export function InboxSections({
  calls,
  person = { email: null, role: 'owner' },
  onSignOut,
  onSignedOut,
  focusHeading = false,
}: InboxSectionsProps): ReactElement {
  const sections = sectionsOf(person);
  const isOwner = person.role === 'owner';
  // The overview and rewards are opened from here: a caller's calls without the desk's (tests) get the real ones.
  const deskCallsInUse = useMemo(() => calls.desk ?? deskCalls(), [calls]);
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindFailedAlerts(calls, () => signedOut.current()), [calls]);
  const alerts = useActorRef(logic, actorOptions({}));
  const alertsState = useSelector(alerts, (s) => s);
  const failed = selectFailedCount(alertsState);
  // Arrived by a record's link (an alert's 'Open in the inbox'): its list, and the record open.
  const [linked] = useState(() => (typeof location === 'undefined' ? null : linkedRecord(location.search)));
  const [section, setSection] = useState<Section>(linked?.resource ?? 'waitlist-records');

  const label = (s: Section) =>
    s === 'alerts'
      ? inboxText.alertsSection(failed)
      : s === 'meetings' || s === 'privacy' || s === 'audit' || s === 'sessions'
        ? inboxText.sections[s]
        : s === 'overview' || s === 'rewards'
          ? deskText.sections[s]
          : resourceLabels[s];
  const select = (s: Section) => {
    setSection(s);
    if (s === 'alerts') alerts.send({ type: 'alerts.refresh' });
  };

  return (
    <div className="inbox">
      <DeskHeader
        account={{ who: inboxText.desk.who(person.email, person.role), onSignOut }}
        sections={
          <nav aria-label={inboxText.desk.sectionsLabel} className="inbox__sections">
            {sections.map((s) => (
              <button
                key={s}
                type="button"
                className={`inbox__section${s === 'alerts' && failed ? ' inbox__section--attention' : ''}`}
                aria-pressed={section === s}
                onClick={() => select(s)}
              >
                {label(s)}
              </button>
            ))}
          </nav>
        }
      />
      <div className="desk__body">
        {section === 'overview' ? (
          <Overview calls={deskCallsInUse} onSignedOut={onSignedOut} />
        ) : section === 'meetings' ? (
          <UpcomingMeetings calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'rewards' ? (
          <Rewards calls={deskCallsInUse} onSignedOut={onSignedOut} />
        ) : section === 'alerts' ? (
          <FailedAlerts state={alertsState} send={alerts.send} calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'privacy' ? (
          <PrivacyRequests calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'audit' ? (
          <AuditLog calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'sessions' ? (
          <OpenSessions calls={calls} onSignedOut={onSignedOut} />
        ) : (
          <>
            {calls.desk && <ResponseTimes calls={calls.desk} onSignedOut={onSignedOut} />}
            <LeadList
              calls={calls}
              resource={section}
              onSignedOut={onSignedOut}
              focusHeading={focusHeading}
              isOwner={isOwner}
              linkedId={linked?.resource === section ? linked.id : undefined}
            />
          </>
        )}
      </div>
    </div>
  );
}

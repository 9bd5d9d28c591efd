import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { selectFailedCount } from '../../../machines/failedAlerts.machine';
import { bindFailedAlerts, type InboxCalls } from '../../actors/inbox';
import { inboxText } from '../../content/inbox';
import { linkedRecord, resourceLabels } from '../../domain/inbox';
import { resourceNames, type ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { AuditLog } from './AuditLog';
import { DeskHeader } from './DeskHeader';
import { FailedAlerts } from './FailedAlerts';
import { LeadList } from './LeadList';
import { OpenSessions } from './OpenSessions';
import { PrivacyRequests } from './PrivacyRequests';
import type { Person } from '../../domain/people';

type Section = ResourceName | 'alerts' | 'privacy' | 'audit' | 'sessions';
/** A sales member works leads: privacy requests (export, erase) and the team's sessions are the owner's (issue 36). */
const sectionsOf = (person: Person): Section[] =>
  person.role === 'owner' ? [...resourceNames, 'alerts', 'privacy', 'audit', 'sessions'] : [...resourceNames, 'alerts', 'audit'];

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
 * The signed-in inbox: one list per resource, the failed alerts, privacy requests and the
 * deletions log. The failed alerts are loaded here, at sign-in, not when their section opens:
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
    s === 'alerts' ? inboxText.alertsSection(failed) : s === 'privacy' || s === 'audit' || s === 'sessions' ? inboxText.sections[s] : resourceLabels[s];
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
        {section === 'alerts' ? (
          <FailedAlerts state={alertsState} send={alerts.send} calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'privacy' ? (
          <PrivacyRequests calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'audit' ? (
          <AuditLog calls={calls} onSignedOut={onSignedOut} />
        ) : section === 'sessions' ? (
          <OpenSessions calls={calls} onSignedOut={onSignedOut} />
        ) : (
          <LeadList
            calls={calls}
            resource={section}
            onSignedOut={onSignedOut}
            focusHeading={focusHeading}
            isOwner={isOwner}
            linkedId={linked?.resource === section ? linked.id : undefined}
          />
        )}
      </div>
    </div>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type ReactElement } from 'react';
import {
  selectDay,
  selectMinutes,
  selectPickerView,
  selectRefusal,
  selectSlots,
  selectZone,
  type MeetingPickerSnapshot,
} from '../../../machines/meetingPicker.machine';
import { meetingPickerActorLogic, type MeetingPickerLogic } from '../../actors/meetingPicker';
import type { FieldError } from '../../domain/fieldError';
import { errorMessage } from '../form/errorMessage';
import { actorOptions } from '../../inspect';
import { browserZone, dayOf, knownZones, longTime, slotDays, zoneName } from './meetingTimes';
import { meetingPickerText as t } from './meetingPickerText';
import './meetingPicker.css';

/**
 * The demo form's time picker (issue 34): the free times of a day as a radio group, in the
 * visitor's own time zone (the browser's, named on screen and changeable). The chosen time is
 * the draft's `meetingStart`, set with the zone (`meetingTimeZone`) through `onChoose`, so it
 * is autosaved and restored like every field. When the form's send is refused on
 * `meetingStart`, why is said here in its own words (taken meanwhile, not a time offered:
 * with fresh times; booking switched off: with no times, the box below being the way) and the
 * refused time is let go, so a send without a time is possible too; nothing else changes.
 * Renders nothing while the first times load, and nothing at all when booking is off.
 */
export interface MeetingPickerProps {
  /** The draft's `meetingStart`. */
  value: string | undefined;
  /** The draft's `meetingTimeZone` (a restored draft's zone wins over the browser's). */
  zone: string | undefined;
  /** The form's refusal of `meetingStart` (its reason's key), once a send came back refused. */
  refused: FieldError | undefined;
  readOnly: boolean;
  /** A time chosen (or `undefined`: none of these), with the zone it was chosen in. */
  onChoose: (start: string | undefined, zone: string) => void;
  /** The zone named when the draft has none (tests pin one). */
  detectZone?: () => string;
  logic?: MeetingPickerLogic;
}

export function MeetingPicker({
  value,
  zone: draftZone,
  refused,
  readOnly,
  onChoose,
  detectZone = browserZone,
  logic = meetingPickerActorLogic,
}: MeetingPickerProps): ReactElement | null {
  const actor = useActorRef(logic, actorOptions({ input: { zone: draftZone ?? detectZone() } }));
  const view = useSelector(actor, selectPickerView);
  const refusal = useSelector(actor, selectRefusal);
  const slots = useSelector(actor, selectSlots);
  const zone = useSelector(actor, selectZone);
  const minutes = useSelector(actor, selectMinutes);
  const chosenDay = useSelector(actor, selectDay);
  useRefusal(actor, refused, () => onChoose(undefined, zone));
  // A draft restored (or merged from another tab) after the picker started brings its zone.
  useEffect(() => {
    if (draftZone && draftZone !== actor.getSnapshot().context.zone) actor.send({ type: 'zone.change', zone: draftZone });
  }, [actor, draftZone]);

  const days = useMemo(() => slotDays(slots, zone), [slots, zone]);
  const zones = useMemo(() => knownZones(zone), [zone]);
  const valueDay = value ? dayOf(value, zone) : null;
  const day = days.find((d) => d.day === chosenDay) ?? days.find((d) => d.day === valueDay) ?? days[0];
  const offered = value !== undefined && slots.some((s) => s.start === value);
  const base = useId();

  if (view === 'off' || (view === 'loading' && !refusal)) return null;

  const choose = (start: string | undefined) => {
    actor.send({ type: 'slot.choose' });
    onChoose(start, zone);
  };
  const changeZone = (next: string) => {
    actor.send({ type: 'zone.change', zone: next });
    if (value) onChoose(value, next);
  };

  return (
    <fieldset className="picker" aria-busy={view === 'loading' || undefined}>
      <legend className="picker__legend">{t.legend}</legend>
      {refusal && (
        <p className="form-notice form-notice--error" role="alert">
          {errorMessage(refusal)} {view === 'closed' ? t.kept : t.refreshed}
        </p>
      )}
      {view === 'loading' && <p role="status">{t.loading}</p>}
      {view === 'failed' && (
        <div className="picker__failed">
          <p role="alert">{t.failed}</p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'slots.retry' })}>
            {t.retry}
          </button>
        </div>
      )}
      {view === 'noneFree' && <p role="status">{t.noneFree}</p>}
      {view === 'choosing' && day && (
        <>
          {minutes && <p className="field__hint picker__lead">{t.lead(minutes)}</p>}
          <div className="picker__selects">
            <div className="field">
              <label className="field__label" htmlFor={`${base}zone`}>
                {t.zone}
              </label>
              <select
                id={`${base}zone`}
                className="field__control field__select"
                value={zone}
                disabled={readOnly}
                aria-describedby={`${base}zone-note`}
                onChange={(e) => changeZone(e.target.value)}
              >
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
              <p id={`${base}zone-note`} className="field__hint">
                {t.zoneNote(zoneName(zone, day.times[0]?.start))}
              </p>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${base}day`}>
                {t.day}
              </label>
              <select
                id={`${base}day`}
                className="field__control field__select"
                value={day.day}
                disabled={readOnly}
                onChange={(e) => actor.send({ type: 'day.choose', day: e.target.value })}
              >
                {days.map((d) => (
                  <option key={d.day} value={d.day}>
                    {d.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset className="picker__times">
            <legend className="field__label">{t.times}</legend>
            <div className="picker__grid">
              {day.times.map((time) => (
                <label key={time.start} className="picker__option">
                  <input
                    type="radio"
                    name="meetingStart"
                    value={time.start}
                    checked={value === time.start}
                    disabled={readOnly}
                    onChange={() => choose(time.start)}
                  />
                  <span>{time.label}</span>
                </label>
              ))}
              <label className="picker__option picker__option--none">
                <input type="radio" name="meetingStart" value="" checked={!value} disabled={readOnly} onChange={() => choose(undefined)} />
                <span>{t.none}</span>
              </label>
            </div>
          </fieldset>
          {/* A time kept in a restored draft that is no longer offered (booked since, or past) is not shown as chosen. */}
          <p className="picker__chosen" aria-live="polite">
            {value && offered ? t.chosen(longTime(value, zone)) : value ? t.stale : ''}
          </p>
        </>
      )}
    </fieldset>
  );
}

/**
 * A send refused on `meetingStart` (a new refusal each time the form is sent) tells the picker
 * why, and lets the refused time go from the draft.
 */
function useRefusal(
  actor: { send: (e: { type: 'slot.refused'; error: FieldError }) => void; getSnapshot: () => MeetingPickerSnapshot },
  refused: FieldError | undefined,
  release: () => void,
) {
  const releaseRef = useRef(release);
  useEffect(() => {
    releaseRef.current = release;
  });
  useEffect(() => {
    if (!refused) return;
    actor.send({ type: 'slot.refused', error: refused });
    releaseRef.current();
  }, [actor, refused]);
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactElement } from 'react';
import { selectCanNewer, selectCanOlder, selectHasFailed, selectIsLoading } from '../../../machines/inboxList.machine';
import { bindInboxList, csvUrl, isSignedOut, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { filterLabels, inboxFilters, isUnopened, listFields, recordTitle, resourceLabels, sentOrChanged, type InboxRecord } from '../../domain/inbox';
import type { ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { RecordDetail } from './RecordDetail';
import { StatusFilter } from './StatusFilter';
import { statusLabels } from '../../domain/pipeline';

const t = inboxText.list;

export interface LeadListProps {
  calls: InboxCalls;
  resource: ResourceName;
  onSignedOut: () => void;
  /** Focus the heading when the list first shows (just after sign-in). */
  focusHeading?: boolean;
  /** A record to open at once (the inbox was reached by its link); it may be on no page of the list. */
  linkedId?: string;
  /** An owner may download every lead and delete one; a sales member is not offered them (the server refuses them too). */
  isOwner?: boolean;
}

/** One resource's records, newest first: filters, search, paging, CSV, and the record opened. */
export function LeadList({ calls, resource, onSignedOut, focusHeading = false, linkedId, isOwner = true }: LeadListProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindInboxList(calls, () => signedOut.current()), [calls]);
  const list = useActorRef(logic, actorOptions({ input: { resource } }));
  const state = useSelector(list, (s) => s);
  const { page, filter, search, status } = state.context;
  const [typed, setTyped] = useState('');
  // The record opened, as it was when opened: the page on screen has the fresher copy while the
  // record is on it, but an update may take it off (sent on, moved down the list, deleted by
  // someone else) and the panel must not vanish under the owner's hands (a delete in flight with it).
  const [opened, setOpened] = useState<InboxRecord | null>(null);
  const openId = opened?._id ?? null;
  const focus = useListFocus(page?.records ?? null, selectIsLoading(state));
  useEffect(() => {
    if (focusHeading) focus.heading.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on the first showing only

  const [linkFailed, setLinkFailed] = useState(false);
  useEffect(() => {
    if (!linkedId) return;
    calls.getRecord(resource, linkedId).then(setOpened, (error: unknown) => (isSignedOut(error) ? signedOut.current() : setLinkFailed(true)));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the link is followed once, on arrival

  useEffect(() => {
    if (list.getSnapshot().context.resource !== resource) list.send({ type: 'resource.select', resource });
    setTyped('');
    setOpened(null);
  }, [list, resource]);

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    list.send({ type: 'search.submit', search: typed });
  };
  const loading = selectIsLoading(state);
  const open = opened && (page?.records.find((r) => r._id === opened._id) ?? opened);
  const fields = listFields[resource];

  return (
    <section className={`inbox-list desk-split${open ? ' desk-split--open' : ''}`} aria-labelledby="inbox-list-heading">
      <div className="desk-split__list">
        <h2 id="inbox-list-heading" ref={focus.heading} tabIndex={-1}>
          {resourceLabels[resource]}
        </h2>
        <div className="inbox-list__controls">
          <fieldset className="inbox-filters">
            <legend>{t.filterLegend}</legend>
            {inboxFilters.map((f) => (
              <label key={f} className="inbox-filters__option">
                <input type="radio" name="inbox-filter" value={f} checked={filter === f} onChange={() => list.send({ type: 'filter.select', filter: f })} />
                {filterLabels[f]}
              </label>
            ))}
          </fieldset>
          <StatusFilter resource={resource} status={status} counts={page?.statusCounts} onSelect={(s) => list.send({ type: 'status.select', status: s })} />
          <form className="inbox-search" role="search" onSubmit={submitSearch}>
            <label className="field__label" htmlFor="inbox-search">
              {t.searchLabel}
            </label>
            <div className="inbox-search__row">
              <input id="inbox-search" className="field__control" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
              <button type="submit" className="button button--secondary">
                {t.searchSubmit}
              </button>
            </div>
          </form>
        </div>

        <div className="inbox-list__summary">
          <p role="status">{loading ? t.loading : page ? t.count(page.total) : ''}</p>
          {isOwner && (
            <a className="button button--secondary" href={csvUrl(resource, filter, search, status)} download>
              {t.csv}
            </a>
          )}
        </div>

        {selectHasFailed(state) && (
          <div role="alert" className="form-notice form-notice--error">
            {t.failed}{' '}
            <button type="button" className="link-button" onClick={() => list.send({ type: 'list.retry' })}>
              {t.retry}
            </button>
          </div>
        )}

        {linkFailed && (
          <p role="alert" className="form-notice form-notice--error">
            {t.linkFailed}
          </p>
        )}
        {page && page.records.length === 0 && !loading && <p>{t.empty}</p>}
        {page && page.records.length > 0 && (
          <div className="inbox-table-wrap">
            <table className="inbox-table inbox-table--leads" aria-busy={loading} aria-describedby="inbox-list-keys">
              <thead>
                <tr>
                  <th scope="col">{t.columns.lead}</th>
                  <th scope="col">{t.columns.when}</th>
                  <th scope="col">{t.columns.status}</th>
                </tr>
              </thead>
              <tbody onKeyDown={focus.moveWithArrows}>
                {page.records.map((r) => (
                  <Row
                    key={r._id}
                    record={r}
                    resource={resource}
                    fields={fields}
                    selected={r._id === openId}
                    onOpen={() => setOpened(r)}
                    buttonRef={(el) => focus.keepRow(r._id, el)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && page.records.length > 0 && (
          <p id="inbox-list-keys" className="inbox-list__keys">
            {t.keys}
          </p>
        )}

        <nav className="inbox-paging" aria-label="Pages">
          <button type="button" className="button button--secondary" disabled={!selectCanNewer(state)} onClick={() => list.send({ type: 'page.newer' })}>
            ← {t.newer}
          </button>
          <button type="button" className="button button--secondary" disabled={!selectCanOlder(state)} onClick={() => list.send({ type: 'page.older' })}>
            {t.older} →
          </button>
        </nav>
      </div>

      {open && (
        <div className="desk-split__record">
          <RecordDetail
            key={open._id}
            calls={calls}
            resource={resource}
            record={open}
            canDelete={isOwner}
            onChanged={() => list.send({ type: 'list.refresh' })}
            onOpened={() => list.send({ type: 'list.update' })}
            onDeleted={() => {
              focus.afterDelete(open._id);
              setOpened(null);
              list.send({ type: 'list.refresh' });
            }}
            onClose={() => {
              focus.row(open._id);
              setOpened(null);
            }}
            onSignedOut={onSignedOut}
          />
        </div>
      )}
    </section>
  );
}

interface RowProps {
  record: InboxRecord;
  resource: ResourceName;
  fields: (typeof listFields)[ResourceName];
  selected: boolean;
  onOpen: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One lead: who (name, e-mail, center), when it was sent (a draft: its last change), where it stands. */
function Row({ record, resource, fields, selected, onOpen, buttonRef }: RowProps): ReactElement {
  const name = recordTitle(resource, record);
  const details = [text(record[fields.email]), fields.extra ? text(record[fields.extra]) : ''].filter(Boolean);
  return (
    <tr aria-selected={selected} className={isUnopened(record) ? 'inbox-row--new' : undefined}>
      <td>
        <button type="button" className="link-button" ref={buttonRef} onClick={onOpen} aria-label={t.open(name)}>
          {name}
        </button>
        {isUnopened(record) && <span className="inbox-tag inbox-tag--new">{t.new}</span>}
        {details.map((d, i) => (
          <span key={i} className="inbox-row__detail">
            {d}
          </span>
        ))}
      </td>
      <td className="inbox-row__when">{formatWhen(sentOrChanged(record))}</td>
      <td>
        {record.sent ? t.sent : t.draft}
        {/* 'New' in the pipeline goes unsaid here: the lead's own 'New' mark (nobody opened it) would read as the same word. */}
        {record.pipelineStatus !== 'new' && <span className="inbox-tag inbox-tag--status">{statusLabels.en[record.pipelineStatus]}</span>}
        {record.spam && <span className="inbox-tag">{t.spam}</span>}
        {record.lastContactAt && <span className="inbox-row__detail">{t.contactedOn(formatWhen(record.lastContactAt))}</span>}
      </td>
    </tr>
  );
}

/**
 * Where focus goes when the record panel goes away, so a keyboard user is not sent back to the
 * top of the page (focus on a removed element falls to <body>): after 'Close', to the row that
 * opened it; after a delete, to the next row, or the list's heading when it was the last. The next
 * row is focused at once and again once the list has reloaded (it may have moved off the page).
 */
function useListFocus(records: InboxRecord[] | null, loading: boolean) {
  // The page shown before this one: an update that landed while a delete was on its way may
  // already lack the deleted row, and the row after it is found there.
  const shown = useRef({ now: records, before: null as InboxRecord[] | null });
  if (shown.current.now !== records) shown.current = { now: records, before: shown.current.now };
  const rows = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<string | null | undefined>(undefined);
  const row = (id: string | null) => (id && rows.current.get(id)) || heading.current;

  useEffect(() => {
    if (loading || pending.current === undefined) return;
    const target = row(pending.current);
    pending.current = undefined;
    if (document.activeElement !== target) target?.focus();
  }, [records, loading]);

  return {
    heading,
    keepRow: (id: string, el: HTMLButtonElement | null) => {
      if (el) rows.current.set(id, el);
      else rows.current.delete(id);
    },
    row: (id: string) => row(id)?.focus(),
    /** ↑ and ↓ (and Home, End) move through the rows' buttons, as in a list box; Enter opens. */
    moveWithArrows: (e: KeyboardEvent) => {
      const order = (records ?? []).map((r) => rows.current.get(r._id)).filter((el): el is HTMLButtonElement => !!el);
      const at = order.indexOf(document.activeElement as HTMLButtonElement);
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: order.length - 1 }[e.key];
      if (to === undefined || at < 0 || !order[to]) return;
      e.preventDefault();
      order[to].focus();
    },
    afterDelete: (id: string) => {
      /** The first row after `id` in `page` that is still on screen; undefined when `page` lacks `id`. */
      const nextIn = (page: InboxRecord[] | null) => {
        const at = page?.findIndex((r) => r._id === id) ?? -1;
        if (at < 0) return undefined;
        return page!.slice(at + 1).find((r) => records?.some((s) => s._id === r._id))?._id ?? null;
      };
      pending.current = nextIn(records) ?? nextIn(shown.current.before) ?? null;
      row(pending.current)?.focus();
    },
  };
}

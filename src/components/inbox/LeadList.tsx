import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { selectCanNewer, selectCanOlder, selectHasFailed, selectIsLoading } from '../../../machines/inboxList.machine';
import { bindInboxList, csvUrl, type InboxCalls } from '../../actors/inbox';
import { formatWhen, inboxText } from '../../content/inbox';
import { filterLabels, inboxFilters, listFields, recordTitle, resourceLabels, type InboxRecord } from '../../domain/inbox';
import type { ResourceName } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import { RecordDetail } from './RecordDetail';

const t = inboxText.list;

export interface LeadListProps {
  calls: InboxCalls;
  resource: ResourceName;
  onSignedOut: () => void;
  /** Focus the heading when the list first shows (just after sign-in). */
  focusHeading?: boolean;
}

/** One resource's records, newest first: filters, search, paging, CSV, and the record opened. */
export function LeadList({ calls, resource, onSignedOut, focusHeading = false }: LeadListProps): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindInboxList(calls, () => signedOut.current()), [calls]);
  const list = useActorRef(logic, actorOptions({ input: { resource } }));
  const state = useSelector(list, (s) => s);
  const { page, filter, search } = state.context;
  const [typed, setTyped] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const focus = useListFocus(page?.records ?? null, selectIsLoading(state));
  useEffect(() => {
    if (focusHeading) focus.heading.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on the first showing only

  useEffect(() => {
    if (list.getSnapshot().context.resource !== resource) list.send({ type: 'resource.select', resource });
    setTyped('');
    setOpenId(null);
  }, [list, resource]);

  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    list.send({ type: 'search.submit', search: typed });
  };
  const loading = selectIsLoading(state);
  const open = page?.records.find((r) => r._id === openId) ?? null;
  const fields = listFields[resource];

  return (
    <section className="inbox-list" aria-labelledby="inbox-list-heading">
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
        <a className="button button--secondary" href={csvUrl(resource, filter, search)} download>
          {t.csv}
        </a>
      </div>

      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => list.send({ type: 'list.retry' })}>
            {t.retry}
          </button>
        </div>
      )}

      {page && page.records.length === 0 && !loading && <p>{t.empty}</p>}
      {page && page.records.length > 0 && (
        <div className="inbox-table-wrap">
          <table className="inbox-table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{t.columns.received}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.contacted}</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => (
                <Row
                  key={r._id}
                  record={r}
                  resource={resource}
                  emailField={fields.email}
                  selected={r._id === openId}
                  onOpen={() => setOpenId(r._id)}
                  buttonRef={(el) => focus.keepRow(r._id, el)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav className="inbox-paging" aria-label="Pages">
        <button type="button" className="button button--secondary" disabled={!selectCanNewer(state)} onClick={() => list.send({ type: 'page.newer' })}>
          ← {t.newer}
        </button>
        <button type="button" className="button button--secondary" disabled={!selectCanOlder(state)} onClick={() => list.send({ type: 'page.older' })}>
          {t.older} →
        </button>
      </nav>

      {open && (
        <RecordDetail
          key={open._id}
          calls={calls}
          resource={resource}
          record={open}
          onChanged={() => list.send({ type: 'list.refresh' })}
          onDeleted={() => {
            focus.afterDelete(open._id);
            setOpenId(null);
            list.send({ type: 'list.refresh' });
          }}
          onClose={() => {
            focus.row(open._id);
            setOpenId(null);
          }}
          onSignedOut={onSignedOut}
        />
      )}
    </section>
  );
}

interface RowProps {
  record: InboxRecord;
  resource: ResourceName;
  emailField: string;
  selected: boolean;
  onOpen: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}

function Row({ record, resource, emailField, selected, onOpen, buttonRef }: RowProps): ReactElement {
  const name = recordTitle(resource, record);
  const email = record[emailField];
  return (
    <tr aria-selected={selected}>
      <td>{formatWhen(record.createdAt)}</td>
      <td>
        <button type="button" className="link-button" ref={buttonRef} onClick={onOpen} aria-label={t.open(name)}>
          {name}
        </button>
      </td>
      <td>{typeof email === 'string' ? email : ''}</td>
      <td>
        {record.sent ? t.sent : t.draft}
        {record.spam && <span className="inbox-tag">{t.spam}</span>}
      </td>
      <td>{record.lastContactAt ? formatWhen(record.lastContactAt) : t.never}</td>
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
    afterDelete: (id: string) => {
      const at = records?.findIndex((r) => r._id === id) ?? -1;
      pending.current = at >= 0 ? (records![at + 1]?._id ?? null) : null;
      row(pending.current)?.focus();
    },
  };
}

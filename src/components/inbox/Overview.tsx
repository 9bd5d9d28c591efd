import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, type ReactElement } from 'react';
import { selectHasFailed, selectIsLoading, selectOverview } from '../../../machines/overview.machine';
import { bindOverview, type DeskCalls } from '../../actors/desk';
import { deskText, weekLabel } from '../../content/deskText';
import { resourceLabels } from '../../domain/inbox';
import { overviewWeeks, pipelineStatuses, weekKinds, type Overview as OverviewData, type OverviewWeek } from '../../domain/overview';
import { statusLabels } from '../../domain/pipeline';
import { resourceNames } from '../../domain/resources';
import { actorOptions } from '../../inspect';
import './desk.css';

const t = deskText.overview;

/**
 * The desk's overview (issue 36, item 7): the weeks' leads as an SVG chart (hidden from screen
 * readers, which get the same numbers in the table after it), the pipeline's counts by the one
 * list of statuses (src/domain/overview.ts), and the sources of the sent leads.
 */
export function Overview({ calls, onSignedOut }: { calls: DeskCalls; onSignedOut: () => void }): ReactElement {
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const logic = useMemo(() => bindOverview(calls, () => signedOut.current()), [calls]);
  const actor = useActorRef(logic, actorOptions({}));
  const state = useSelector(actor, (s) => s);
  const data = selectOverview(state);
  const loading = selectIsLoading(state);

  return (
    <section className="desk-overview" aria-labelledby="desk-overview-heading" aria-busy={loading}>
      <div className="desk-overview__top">
        <h2 id="desk-overview-heading">{t.heading}</h2>
        {data && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!state.can({ type: 'overview.refresh' })}
            onClick={() => actor.send({ type: 'overview.refresh' })}
          >
            {loading ? t.refreshing : t.refresh}
          </button>
        )}
      </div>
      <p>{t.lead(overviewWeeks)}</p>
      <div role="status">{loading && !data ? <p>{t.loading}</p> : null}</div>
      {selectHasFailed(state) && (
        <div role="alert" className="form-notice form-notice--error">
          {t.failed}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'overview.retry' })}>
            {t.retry}
          </button>
        </div>
      )}
      {data && <OverviewNumbers data={data} />}
    </section>
  );
}

function OverviewNumbers({ data }: { data: OverviewData }): ReactElement {
  return (
    <>
      <h3>{t.weeksHeading}</h3>
      <WeekChart weeks={data.weeks} />
      <div className="inbox-table-wrap">
        <table className="inbox-table desk-overview__weeks">
          <caption className="visually-hidden">{t.weeksCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekColumn}</th>
              {weekKinds.map((k) => (
                <th scope="col" key={k}>
                  {t.kinds[k]}
                </th>
              ))}
              <th scope="col">{t.totalColumn}</th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((w) => (
              <tr key={w.start} data-week={w.start}>
                <th scope="row">{weekLabel(w.start)}</th>
                {weekKinds.map((k) => (
                  <td key={k} data-kind={k}>
                    {w[k]}
                  </td>
                ))}
                <td>{w.sent + w.drafts + w.spam}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t.pipelineHeading}</h3>
      <p>{t.pipelineNote}</p>
      <div className="inbox-table-wrap">
        <table className="inbox-table desk-overview__pipeline">
          <caption className="visually-hidden">{t.pipelineCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.kindColumn}</th>
              <th scope="col">{t.statusColumn}</th>
              <th scope="col">{t.countColumn}</th>
            </tr>
          </thead>
          <tbody>
            {resourceNames.flatMap((resource) =>
              pipelineStatuses[resource].map((status) => (
                <tr key={`${resource}-${status}`} data-resource={resource}>
                  <th scope="row">{resourceLabels[resource]}</th>
                  <td>{statusLabels.en[status]}</td>
                  <td data-status={status}>{data.pipeline.find((p) => p.resource === resource && p.status === status)?.count ?? 0}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>

      <h3>{t.sourcesHeading}</h3>
      {data.sources.length === 0 ? (
        <p>{t.noSources}</p>
      ) : (
        <div className="inbox-table-wrap">
          <table className="inbox-table desk-overview__sources">
            <caption className="visually-hidden">{t.sourcesCaption(overviewWeeks)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.campaignColumn}</th>
                <th scope="col">{t.referrerColumn}</th>
                <th scope="col">{t.countColumn}</th>
              </tr>
            </thead>
            <tbody>
              {data.sources.map((s) => (
                <tr key={`${s.campaign}|${s.referrer}`}>
                  <td>{s.campaign ?? <span className="desk-overview__none">{t.noCampaign}</span>}</td>
                  <td className="desk-overview__referrer">{s.referrer ?? <span className="desk-overview__none">{t.noReferrer}</span>}</td>
                  <td>{s.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Stacked bars, one per week (sent at the bottom), with each week's total above it. */
function WeekChart({ weeks }: { weeks: OverviewWeek[] }): ReactElement {
  const width = 720;
  const height = 260;
  const top = 24;
  const bottom = 36;
  const left = 28;
  const slot = (width - left * 2) / weeks.length;
  const bar = Math.min(40, slot * 0.62);
  const totals = weeks.map((w) => w.sent + w.drafts + w.spam);
  const max = Math.max(1, ...totals);
  const scale = (height - top - bottom) / max;
  const total = totals.reduce((a, b) => a + b, 0);
  return (
    <figure className="desk-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t.chartLabel(weeks.length, total)} preserveAspectRatio="xMidYMid meet">
        <line x1={left} x2={width - left} y1={height - bottom} y2={height - bottom} className="desk-chart__axis" />
        {weeks.map((w, i) => {
          const x = left + i * slot + (slot - bar) / 2;
          let y = height - bottom;
          return (
            <g key={w.start}>
              {weekKinds.map((k) => {
                const h = w[k] * scale;
                y -= h;
                return h > 0 ? <rect key={k} x={x} y={y} width={bar} height={h} className={`desk-chart__bar desk-chart__bar--${k}`} /> : null;
              })}
              <text x={x + bar / 2} y={height - bottom - totals[i] * scale - 6} textAnchor="middle" className="desk-chart__total">
                {totals[i]}
              </text>
              <text
                x={x + bar / 2}
                y={height - bottom + 18}
                textAnchor="middle"
                className={`desk-chart__label${(weeks.length - 1 - i) % 2 ? ' desk-chart__label--between' : ''}`}
              >
                {weekLabel(w.start)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="desk-chart__legend" aria-hidden="true">
        {weekKinds.map((k) => (
          <span key={k}>
            <span className={`desk-chart__swatch desk-chart__bar--${k}`} /> {t.kinds[k]}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

import { DateTime } from 'luxon';
import { pipelines, type LeadStatus } from './pipeline';
import type { ResourceName } from './resources';

/**
 * The inbox's overview (issue 36, item 7): leads per week by kind, the pipeline's counts, and
 * where the leads came from. Shared by the server (which counts) and the view (which draws).
 */

/** How many weeks the chart shows, the current one last. */
export const overviewWeeks = 12;

/** The kinds a week's leads are counted in: a lead is in exactly one. */
export const weekKinds = ['sent', 'drafts', 'spam'] as const;
export type WeekKind = (typeof weekKinds)[number];

export interface OverviewWeek {
  /** The Monday the week starts on, in the owner's zone (`YYYY-MM-DD`). */
  start: string;
  sent: number;
  drafts: number;
  spam: number;
}

/**
 * The pipeline's statuses per kind of lead, in the order the desk shows them: the one list of the
 * pipeline (src/domain/pipeline.ts), which the overview counts the sent leads by.
 */
export const pipelineStatuses: Record<ResourceName, readonly LeadStatus[]> = pipelines;

export interface PipelineCount {
  resource: ResourceName;
  status: string;
  count: number;
}

/** Where sent leads came from: the stored campaign (utm_campaign) and referring site's origin. */
export interface SourceCount {
  campaign: string | null;
  referrer: string | null;
  count: number;
}

export interface Overview {
  timeZone: string;
  weeks: OverviewWeek[];
  pipeline: PipelineCount[];
  sources: SourceCount[];
}

export const isTimeZone = (zone: string): boolean => DateTime.now().setZone(zone).isValid;

/**
 * The last `overviewWeeks` weeks, Monday to Monday in `zone`, as instants: a week that holds a
 * daylight-saving change is 167 or 169 hours long, and its bounds still fall on local midnight.
 */
export function weekBounds(zone: string, now: Date = new Date(), count: number = overviewWeeks): { start: string; from: Date; to: Date }[] {
  const thisWeek = DateTime.fromJSDate(now, { zone }).startOf('week');
  return Array.from({ length: count }, (_, i) => {
    const start = thisWeek.minus({ weeks: count - 1 - i });
    return { start: start.toISODate()!, from: start.toJSDate(), to: start.plus({ weeks: 1 }).toJSDate() };
  });
}

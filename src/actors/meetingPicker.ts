import { fromPromise } from 'xstate';
import { meetingPickerMachine } from '../../machines/meetingPicker.machine';
import type { MeetingSlots } from '../domain/meetings';
import { api } from '../services/api';

export interface MeetingPickerDeps {
  loadSlots?: () => Promise<MeetingSlots>;
}

/** The picker with its one effect bound: the free times from `GET /api/meeting-slots`. */
export function bindMeetingPicker(deps: MeetingPickerDeps = {}) {
  const load = deps.loadSlots ?? (() => api.request<MeetingSlots>('/meeting-slots'));
  return meetingPickerMachine.provide({ actors: { loadSlots: fromPromise(() => load()) } });
}

export const meetingPickerActorLogic = bindMeetingPicker();
export type MeetingPickerLogic = ReturnType<typeof bindMeetingPicker>;

import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { lazyComponent } from '../island/lazyComponent';
import type { MeetingPickerProps } from './MeetingPicker';

/**
 * The time picker's code (it brings luxon) is fetched once the form is on screen in a browser,
 * never in the page's first load. The prerendered form has no picker: without JavaScript the
 * free-text meeting box is the way to ask for a time (the team books it from the inbox), since
 * a static page cannot list times that are free now. Should the code not load (offline), the
 * form is as before, without the picker.
 */
export const meetingPickerCode = lazyComponent(() => import('./MeetingPicker').then((m) => m.MeetingPicker));

export function LazyMeetingPicker(props: MeetingPickerProps): ReactElement | null {
  const [Picker, setPicker] = useState<ComponentType<MeetingPickerProps> | undefined>(() => meetingPickerCode.current());
  useEffect(() => {
    if (Picker) return;
    let live = true;
    meetingPickerCode.load().then(
      (loaded) => live && setPicker(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Picker]);
  return Picker ? <Picker {...props} /> : null;
}

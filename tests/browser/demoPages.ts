import { meetingPickerText as nbPickerText } from '../../src/components/meeting/nb/meetingPickerText';
import { meetingPickerText as roPickerText } from '../../src/components/meeting/ro/meetingPickerText';
import { meetingPickerText as pickerText } from '../../src/components/meeting/meetingPickerText';
import { waitlistText as nbWaitlistText } from '../../src/components/waitlist/nb/waitlistText';
import { waitlistText as roWaitlistText } from '../../src/components/waitlist/ro/waitlistText';
import { waitlistText } from '../../src/components/waitlist/waitlistText';

/** The demo request page in each language, with its picker's and form's words (for `it.each`). */
export const demoPages = [
  ['/demo', pickerText, waitlistText],
  ['/ro/demo', roPickerText, roWaitlistText],
  ['/nb/demo', nbPickerText, nbWaitlistText],
] as const;

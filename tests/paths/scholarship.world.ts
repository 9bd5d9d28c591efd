import { validateScholarship, type ScholarshipDraft } from '../../src/domain/scholarship';
import type { LifecycleWorld } from './lifecycleDriver';

/** The scholarship application as its lifecycle path tests see it (lifecycle.paths and scholarship.paths). */
export const scholarshipWorld: LifecycleWorld = {
  resource: 'scholarship-applications',
  machineId: 'scholarship',
  stored: { status: 'draft', centerName: 'Casa Verde', country: 'Romania', contactPersonName: 'Ioana Pop', email: 'ioana@casaverde.example', situation: 'new' },
  completingField: 'message',
  otherField: 'centerName',
  otherTabField: 'position',
  valid: (draft) => Object.keys(validateScholarship(draft as ScholarshipDraft)).length === 0,
  sentFields: { status: 'submitted' },
  sentMark: { status: 'submitted' },
};

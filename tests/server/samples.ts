import type { ResourceName } from '../../src/domain/resources';

/** A valid draft and a valid submission of every resource. */
export const samples: Record<ResourceName, { draft: Record<string, unknown>; submitted: Record<string, unknown> }> = {
  'waitlist-records': {
    draft: { name: 'Ana Popescu', email: 'ana@centru' },
    submitted: {
      name: 'Ana Popescu',
      email: 'ana@centru-viata.ro',
      hasCenter: true,
      center: 'Centrul Viață Sănătoasă',
      country: 'România',
      website: 'https://centru-viata.ro',
      guestCountPerMonth: 120,
      interestedFeatures: ['guests', 'medical-letter', 'follow-up'],
      otherFeatures: 'Rapoarte pentru nutriționist',
      refferalContact: 'Ingrid Ødegård',
      scheduleMeetingNotes: 'Tuesday after 14:00',
      notes: 'We run 40 beds.',
      status: 'submitted',
    },
  },
  affiliates: {
    draft: { centerName: 'Fjellro Helsesenter' },
    submitted: {
      centerName: 'Fjellro Helsesenter',
      website: 'https://fjellro.no',
      contactPersonName: 'Åse Løvås',
      email: 'ase@fjellro.no',
      phone: '+47 22 00 00 00',
      otherInfo: 'Opening a second house in spring.',
      nameA: 'Mihai Ionescu',
      emailA: 'mihai@example.com',
      relationship: 'guest',
      centerStage: 'paper',
      submitted: true,
    },
  },
  'scholarship-applications': {
    draft: { centerName: 'Casa Speranței', situation: 'new' },
    submitted: {
      centerName: 'Casa Speranței',
      contactPersonName: 'Ioana Marin',
      position: 'Director',
      email: 'ioana@casasperantei.ro',
      phone: '+40 700 000 000',
      country: 'Romania',
      situation: 'distressed',
      sponsorsContacted: 10,
      message: 'Three sponsors answered; we need the first year covered.',
      status: 'submitted',
    },
  },
};

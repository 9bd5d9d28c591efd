import type { consentText as en } from '../consent';
import type { Translation } from '../../i18n/translation';

/** The consent banner's words in Norwegian (the banner, the footer button and the tests read them here). */
export const consentText: Translation<typeof en> = {
  title: 'Får vi telle besøket ditt?',
  body: 'Med din tillatelse bruker vi Amplitude, en analysetjeneste, til å telle besøk og klikk, slik at vi lærer hva som hjelper sentrene mest. Ingenting sendes før du har valgt, og du kan når som helst ombestemme deg under «Personvernvalg» nederst på siden.',
  policyLink: 'Les personvernerklæringen vår',
  accept: 'Godta analyse',
  decline: 'Avslå',
  current: {
    granted: 'Akkurat nå er analyse slått på.',
    denied: 'Akkurat nå er analyse slått av.',
  },
  settingsButton: 'Personvernvalg',
};

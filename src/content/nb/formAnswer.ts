import type { formAnswerText as en } from '../formAnswer';
import type { Translation } from '../../i18n/translation';

/** The pages answering a plain form post, in Norwegian Bokmål. */
export const formAnswerText: Translation<typeof en> = {
  thanksTitle: 'Tusen takk',
  another: 'Send et nytt skjema',
  fixTitle: 'Se over skjemaet',
  tooMany: (seconds: number) =>
    `Vi mottar svært mye fra nettverket ditt akkurat nå. Det du skrev, er tatt vare på nedenfor: send det igjen om ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}.`,
  tooLong: 'Skjemaet er lengre enn et utfylt skjema kan være. Gjør den lengste teksten kortere og send skjemaet igjen.',
  unreadable: 'Skjemaet kom fram i en form vi ikke kan lese. Fyll det ut på nytt.',
  notStored: 'Vi kunne ikke lagre skjemaet akkurat nå. Det du skrev, er tatt vare på nedenfor: send det igjen om et øyeblikk.',
  crossSite: 'Dette skjemaet kan bare sendes fra Heartworks eget nettsted. Ingenting ble lagret.',
  notSent: 'Ikke sendt',
};

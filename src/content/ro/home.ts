import type { home as en } from '../home';
import type { Translation } from '../../i18n/translation';
import { chrome } from './chrome';

/** The home page's words in Romanian, in the order the sections appear. */
export const home: Translation<typeof en> = {
  hero: {
    title: chrome.tagline,
    subtitle: 'Descoperiți puterea automatizărilor în echipa dumneavoastră',
    lead: 'Software pentru centre rezidențiale de sănătate și stil de viață: datele oaspeților, rezervările, fișele medicale, programările, cercetarea și bucătăria, toate lucrând împreună.',
    joinCta: 'Înscrieți-vă pe lista de așteptare',
    demoCta: 'Programați o demonstrație',
    facts: ['În engleză, română și norvegiană', 'Actualizat la fiecare două săptămâni', 'Modulul Recepție, gratuit pentru totdeauna'],
    moments: ['Programări generate', 'Oaspete cazat', 'Analize de sânge importate', 'Meniu pentru 42 de oaspeți'],
    illustrationAlt: 'Ilustrație: un centru de stil de viață printre dealuri verzi și programul zilei pe o tabletă',
  },
  areas: {
    eyebrow: 'Domenii acoperite',
    title: 'Tot ce face centrul dumneavoastră să funcționeze',
    lead: 'De la prima rezervare până la ultimul contact de după plecare, fiecare departament lucrează cu aceleași informații.',
  },
  features: {
    eyebrow: 'Funcționalități',
    title: 'Gândit pentru felul în care lucrează echipele de îngrijire',
    lead: 'Lucrurile mărunte care îi redau echipei orele.',
  },
  video: {
    eyebrow: 'Vedeți-l în acțiune',
    title: 'O zi la centru, fără hârțogărie',
    lead: 'Două minute cu programările, fișele și bucătăria.',
    play: 'Redați videoclipul: Heartwork în acțiune',
    frameTitle: 'Heartwork în acțiune (videoclip YouTube)',
    note: 'Videoclipul este redat de pe YouTube în modul de confidențialitate avansată, doar după ce apăsați pe redare.',
  },
  join: {
    eyebrow: 'Listă de așteptare',
    title: 'Înscrieți-vă pe lista de așteptare',
    lead: 'Spuneți-ne despre centrul dumneavoastră și de ce aveți nevoie mai întâi. Vă vom contacta ca să vă prezentăm aplicația.',
  },
  faq: {
    eyebrow: 'Întrebări frecvente',
    title: 'Întrebări pe care ni le pun centrele',
    more: 'Aveți o altă întrebare? Scrieți-ne la',
  },
};

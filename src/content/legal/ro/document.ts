/**
 * The legal pages' date: the English module formats it in the build's language through Intl
 * ('26 iul. 2024' in Romanian), so this translation re-exports it: one source for the date.
 */
export { legalLastUpdated } from '../document';

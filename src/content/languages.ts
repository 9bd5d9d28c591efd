/**
 * The language switcher and the line that suggests the visitor's language (issue 17). Each
 * language is named in itself (a Romanian reader finds 'Română' on any page).
 */
export const languagesText = {
  switcherLabel: 'Language',
  names: { en: 'English', ro: 'Română', nb: 'Norsk bokmål' },
  /** Said of the link to the page in another language (its `title`). */
  readIn: (name: string) => `Read this page in ${name}`,
};

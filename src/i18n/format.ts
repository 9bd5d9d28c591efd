import { locale } from './locale';

/**
 * Dates, numbers and money in this build's language (issue 17), through the browser's Intl: no
 * locale data ships with the site. Only the views call these; machines keep raw values.
 */
const intlLocale = { en: 'en-GB', ro: 'ro-RO', nb: 'nb-NO' } as const;
export const intlTag: string = intlLocale[locale];

export const formatDate = (date: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  new Intl.DateTimeFormat(intlTag, options).format(date);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string => new Intl.NumberFormat(intlTag, options).format(value);

export const formatMoney = (amount: number, currency = 'EUR', options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlTag, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2, ...options }).format(amount);

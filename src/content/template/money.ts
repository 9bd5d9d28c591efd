/** Money in the template shop: integer cents, so sums never pick up floating-point dust. */
export type Cents = number;

export const dollars = (amount: number): Cents => Math.round(amount * 100);

/** '$1683.50': the spec's format (section 9), no thousands separator. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

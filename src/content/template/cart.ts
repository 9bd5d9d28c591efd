import { dollars, type Cents } from './money';
import { productById, type Product } from './products';

/** A row of the sample cart (spec section 3: name, unit price, quantity, total). */
export interface CartLine {
  product: Product;
  quantity: number;
}

/** Spec section 9: default and minimum quantity 1. The maximum keeps totals in a sane range. */
export const minQuantity = 1;
export const maxQuantity = 999;
/** Spec section 9: flat shipping $30.00. */
export const flatShipping: Cents = dollars(30);

/** Four rows whose subtotal at the default quantities is $1683.50 (spec section 9). */
export const sampleCart: readonly CartLine[] = ['massage-table', 'rowing-machine', 'standing-desk', 'meditation-cushion'].map((id) => ({
  product: productById(id),
  quantity: minQuantity,
}));

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return minQuantity;
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(quantity)));
}

/** A typed quantity, or null while the text is not a whole number (e.g. the field is empty). */
export function parseQuantity(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? clampQuantity(Number(text)) : null;
}

export const lineTotal = (line: CartLine): Cents => line.product.price * line.quantity;

export interface CartTotals {
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
}

/** Subtotal, flat shipping (only when something is in the cart) and total. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const shipping = lines.length > 0 ? flatShipping : 0;
  return { subtotal, shipping, total: subtotal + shipping };
}

export function setLineQuantity(lines: readonly CartLine[], productId: string, quantity: number): CartLine[] {
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function removeLine(lines: readonly CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.product.id !== productId);
}

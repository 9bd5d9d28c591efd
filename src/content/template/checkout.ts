/** Sample checkout options (spec section 2, 'Checkout'). */
export const countries = ['United Arab Emirates', 'China', 'United Kingdom', 'Germany', 'France', 'Japan'] as const;

export const paymentMethods = [
  {
    value: 'bank-transfer',
    label: 'Direct bank transfer',
    description:
      'Make your payment directly into our bank account. Please use your order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
  },
  { value: 'paypal', label: 'PayPal', description: 'Pay with PayPal; you can use a credit card if you do not have a PayPal account.' },
  { value: 'cash-on-delivery', label: 'Cash on delivery', description: 'Pay with cash when your order is delivered.' },
] as const;

export type PaymentMethod = (typeof paymentMethods)[number]['value'];

/** Spec section 4: direct bank transfer is preselected. */
export const defaultPaymentMethod: PaymentMethod = 'bank-transfer';

export interface BillingField {
  name: string;
  label: string;
  /** Draws the required marker only: the spec enforces nothing on this sample form. */
  required: boolean;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** Shares a row with its neighbour on wide screens. */
  half?: boolean;
}

/** The billing fields in display order (spec section 2, 'Checkout'). */
export const billingFields: readonly BillingField[] = [
  { name: 'first_name', label: 'First name', required: true, autoComplete: 'given-name', half: true },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name', half: true },
  { name: 'company', label: 'Company name', required: false, autoComplete: 'organization' },
  { name: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
  { name: 'city', label: 'Town / City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State / County', required: true, autoComplete: 'address-level1', half: true },
  { name: 'postcode', label: 'Postcode / Zip', required: true, autoComplete: 'postal-code', half: true },
  { name: 'email', label: 'Email address', required: true, autoComplete: 'email', type: 'email', half: true },
  { name: 'phone', label: 'Phone', required: true, autoComplete: 'tel', type: 'tel', half: true },
];

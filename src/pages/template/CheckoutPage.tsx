import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/template/fields';
import { OrderSummary } from '../../components/template/OrderSummary';
import { PaymentOptions } from '../../components/template/PaymentOptions';
import { SampleForm } from '../../components/template/SampleForm';
import { TemplateHeader } from '../../components/template/TemplateHeader';
import { sampleCart } from '../../content/template/cart';
import { billingFields, countries } from '../../content/template/checkout';
import '../../styles/template.css';

export default function CheckoutPage(): ReactElement {
  return (
    <>
      <TemplateHeader title="Checkout" trail={[{ label: 'Cart', href: '/cart' }]} />
      <div className="container t-section">
        <p className="t-notice">
          Returning customer? <Link href="/login">Click here to login</Link>
        </p>
        <SampleForm label="Checkout" className="t-checkout">
          <section className="t-checkout__billing" aria-labelledby="billing-title">
            <h2 id="billing-title">Billing details</h2>
            <p className="t-muted t-small">Fields marked * are required.</p>
            <div className="t-form__grid">
              <SelectField label="Country" name="country" marked options={countries} autoComplete="country-name" className="t-span-2" />
              {billingFields.map(({ half, required, ...field }) => (
                <TextField key={field.name} {...field} marked={required} className={half ? undefined : 't-span-2'} />
              ))}
            </div>
            <CheckboxField name="create_account" label="Create an account?" />
            <CheckboxField name="ship_to_different_address" label="Ship to a different address?" />
            <TextAreaField label="Order notes" name="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows={4} />
          </section>
          <section className="t-card t-checkout__order" aria-labelledby="order-title">
            <h2 id="order-title">Your Order</h2>
            <OrderSummary lines={sampleCart} />
            <PaymentOptions />
            <Link href="/" className="button button--primary t-block">
              Place Order
            </Link>
          </section>
        </SampleForm>
      </div>
    </>
  );
}

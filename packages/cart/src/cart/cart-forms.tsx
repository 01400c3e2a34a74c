import { type Site } from '@hearth/core';
import { postalCodeLabel, postalCodeMaxLength } from '@hearth/commerce';
import { Button, TextField } from '@hearth/ui';
import { useId, useState, type FormEvent } from 'react';
import type { CartController } from './controller/cart-controller';
import { cartMessage } from './wording';

/** Props of {@link ZipCodeForm}. */
export interface ZipCodeFormProps {
  site: Site;
  /** The ZIP the cart has (cartSummary.taxZipCode). */
  zipCode: string;
  error: string | null;
  /** Any action of the cart is being sent: Apply is busy, and keeps the typed ZIP for a press once the cart is in. */
  busy: boolean;
  controller: CartController;
}

/** The ZIP / postal code field ([ref: cart#validation, #errors, #limits] label and length). */
export function ZipCodeForm({ site, zipCode, error, busy, controller }: ZipCodeFormProps) {
  const [value, setValue] = useState(zipCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return controller.applyZipCode(value);
  };
  return (
    <form className="hearth-cart__zip" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={postalCodeLabel(site)}
        name="zipCode"
        autoComplete="postal-code"
        inputMode={site === 'CA' ? 'text' : 'numeric'}
        maxLength={postalCodeMaxLength(site)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {cartMessage('apply', 'Apply')}
      </Button>
    </form>
  );
}

/** Props of {@link PromoCodeForm}. */
export interface PromoCodeFormProps {
  /** The applied code (cartSummary.discountCode). */
  discountCode: string;
  error: string | null;
  /** The cart action being sent, if any: Apply is busy during any of them, keeping the typed code. */
  busy: string | null;
  controller: CartController;
}

/** Promo code apply / remove, with the server's promoErrorMessage [ref: cart#errors]. */
export function PromoCodeForm({ discountCode, error, busy, controller }: PromoCodeFormProps) {
  const [value, setValue] = useState('');
  const appliedId = useId();
  if (discountCode) {
    return (
      <div className="hearth-cart__promo">
        <p id={appliedId}>
          {cartMessage('promoApplied', 'Promo code applied:')} <strong>{discountCode}</strong>
        </p>
        <Button
          variant="link"
          aria-describedby={appliedId}
          busy={busy === 'removePromoCode'}
          blocked={busy !== null}
          onClick={() => controller.removePromoCode()}
        >
          {cartMessage('removePromo', 'Remove')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="hearth-cart__promo"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void controller.applyPromoCode(value);
      }}
    >
      <TextField
        label={cartMessage('promoCode', 'Promo Code')}
        name="promoCode"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" busy={busy !== null}>
        {cartMessage('apply', 'Apply')}
      </Button>
    </form>
  );
}

/** Props of {@link DonationOffer}. */
export interface DonationOfferProps {
  /** Any action of the cart is being sent. */
  busy: boolean;
  controller: CartController;
}

/** The donation add ([ref: cart#calls] donationAddToCart), when the cart's configuration offers it. */
export function DonationOffer({ busy, controller }: DonationOfferProps) {
  const headingId = useId();
  return (
    <section className="hearth-cart__donation" aria-labelledby={headingId}>
      <h2 id={headingId}>{cartMessage('donationTitle', 'Make a Donation')}</h2>
      <Button variant="secondary" busy={busy} onClick={() => controller.donationAddToCart()}>
        {cartMessage('addDonation', 'Add Donation')}
      </Button>
    </section>
  );
}

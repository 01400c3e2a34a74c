/** Server-side ZIP validation [ref: change-zip#calls] (change-ZIP panel). */
import { ZIP_TABLE } from '../catalogue/account';
import { formatCents } from '../catalogue/seed';
import { regionOfPostalCode, siteCents } from '../catalogue/site-prices';
import { DEMO_DELIVERY_DATA, DEMO_IN_HOME_DELIVERY } from '../config';
import { type Resolvers } from '../serve-call';
import { str } from '../read-input';
import { ZIP_PATTERN } from './cart';

/** `from` plus `days` business days (Saturday and Sunday skipped). */
export function businessDaysAfter(from: Date, days: number): Date {
  const date = new Date(from);
  for (let left = days; left > 0;) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0 && date.getDay() !== 6) left -= 1;
  }
  return date;
}

/**
 * What delivery to a place takes and costs, in the site's currency: standard shipping's date and
 * its free threshold, and furniture's in-home delivery charge (the terms the checkout charges).
 */
export function deliveryMessage(place: string, today: Date): string {
  const by = businessDaysAfter(today, 7).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const money = (us: number) => formatCents(siteCents(us));
  return `Delivery to ${place}: standard shipping arrives by ${by}, free on orders of ${money(DEMO_DELIVERY_DATA.freeShippingThreshold)} or more (else ${money(DEMO_DELIVERY_DATA.deliveryCharge)}); furniture comes by in-home delivery, ${money(DEMO_IN_HOME_DELIVERY)} an order.`;
}

export const zipResolvers = {
  zipValidation: ({ input, session }) => {
    const zip = str(input, 'zip', 'zipCode', 'postalCode').toUpperCase();
    const isCanada = /^[A-Z]/.test(zip);
    if (!ZIP_PATTERN.test(zip)) {
      return {
        isValid: false,
        zipCode: zip,
        isCanada,
        message: isCanada ? 'Please enter a valid Postal Code.' : 'Please enter a valid ZIP Code.',
      };
    }
    // 00000 is well-formed but unknown: the server refuses it
    if (/^0+$/.test(zip))
      return { isValid: false, zipCode: zip, isCanada, message: 'We could not find that ZIP Code.' };
    session.zip = zip;
    const known = ZIP_TABLE[zip] ?? ZIP_TABLE[zip.replace(/^(\w{3})(\w{3})$/, '$1 $2')];
    const region = regionOfPostalCode(zip);
    const place = known ? `${known.City}, ${known.State} ${zip}` : region ? `${zip} (${region})` : zip;
    return {
      isValid: true,
      zipCode: zip,
      isCanada,
      message: '',
      city: known?.City ?? '',
      state: known?.State ?? '',
      deliveryMessage: deliveryMessage(place, new Date()),
    };
  },
} satisfies Resolvers;

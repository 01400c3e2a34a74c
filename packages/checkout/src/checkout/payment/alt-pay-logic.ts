/**
 * The built-in alternative payments' settings and requests [ref: checkout#overview, #calls], pure: what
 * `hearth-config` says of PayPal and Apple Pay, whether a method can be offered, and the requests
 * the vendors are given (built from the order summary).
 */
import type { HearthConfig, Site } from '@hearth/core';
import type { AltPayMethod, AltPayRequest } from './alt-pay';

/** `hearth-config` `payPal`: PayPal's JS SDK (PayPal and Venmo buttons). */
export interface PayPalSettings {
  /** The retailer's PayPal client id. */
  clientId: string;
  /** 'capture' (pay now) or 'authorize' (capture later, on the server). @default 'capture' */
  intent: 'capture' | 'authorize';
  /** @default the site's: 'CAD' on the Canadian site, else 'USD' */
  currency: 'USD' | 'CAD';
  /** Offer Venmo (PayPal shows it only where the shopper can use it: US phones). @default true */
  venmo: boolean;
}

/** `hearth-config` `applePay`: the sheet's settings; merchant validation is `endpoints.applePayMerchantValidation`. */
export interface ApplePaySettings {
  /** The merchant name on the sheet's total line. */
  label: string;
  /** @default ['amex', 'discover', 'masterCard', 'visa'] */
  supportedNetworks: string[];
}

/** The call the merchant validation goes to (the retailer's endpoint, `hearth-config` endpoints). */
export const APPLE_PAY_VALIDATION_ENDPOINT = 'applePayMerchantValidation';

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The site's currency (Canada uses CAD) [ref: checkout#limits]. */
export function siteCurrency(site: Site): 'USD' | 'CAD' {
  return site === 'CA' ? 'CAD' : 'USD';
}

/** `hearth-config` `payPal`, or null when it has no client id (no PayPal or Venmo on the page). */
export function payPalSettings(config: HearthConfig): PayPalSettings | null {
  const setting = record(config['payPal']);
  const clientId = setting?.['clientId'];
  if (typeof clientId !== 'string' || !/^[\w-]+$/.test(clientId)) return null;
  const currency = setting?.['currency'];
  return {
    clientId,
    intent: setting?.['intent'] === 'authorize' ? 'authorize' : 'capture',
    currency: currency === 'USD' || currency === 'CAD' ? currency : siteCurrency(config.site),
    venmo: setting?.['venmo'] !== false,
  };
}

/** `hearth-config` `applePay`, or null without a merchant validation endpoint (no Apple Pay on the page). */
export function applePaySettings(config: HearthConfig): ApplePaySettings | null {
  if (!config.endpoints[APPLE_PAY_VALIDATION_ENDPOINT]) return null;
  const setting = record(config['applePay']);
  const label = setting?.['label'];
  const networks = setting?.['supportedNetworks'];
  return {
    label: typeof label === 'string' && label.trim() ? label.trim() : String(config['siteName'] ?? 'Total'),
    supportedNetworks:
      Array.isArray(networks) && networks.length > 0 && networks.every((n) => typeof n === 'string')
        ? networks
        : ['amex', 'discover', 'masterCard', 'visa'],
  };
}

/** The part of the browser's `ApplePaySession` class the checkout reads before any code loads. */
export interface ApplePayAvailability {
  canMakePayments(): boolean;
}

/** Whether this browser can pay with Apple Pay (`ApplePaySession?.canMakePayments()`); a throw is a no. */
export function canMakeApplePayments(session: ApplePayAvailability | undefined): boolean {
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
}

/** Whether the built-in provider can offer `method` on this page and in this browser. */
export function builtInCanUse(
  method: AltPayMethod,
  config: HearthConfig,
  applePaySession: ApplePayAvailability | undefined,
): boolean {
  if (method === 'applepay') return applePaySettings(config) !== null && canMakeApplePayments(applePaySession);
  const payPal = payPalSettings(config);
  return payPal !== null && (method === 'paypal' || payPal.venmo);
}

/** Cents as the vendors' amount text: '1234.50'. */
export function amountText(cents: number): string {
  return (Math.max(0, Math.round(cents)) / 100).toFixed(2);
}

/** PayPal's order (createOrder): the total, in the intent PayPal's script was loaded with. */
export function payPalOrder(request: AltPayRequest, intent: PayPalSettings['intent']) {
  return {
    intent: intent === 'authorize' ? ('AUTHORIZE' as const) : ('CAPTURE' as const),
    purchase_units: [{ amount: { currency_code: request.currency, value: amountText(request.amountCents) } }],
  };
}

/** Apple Pay's payment request (version 3) from the order summary's total. */
export function applePayRequest(settings: ApplePaySettings, request: AltPayRequest) {
  return {
    countryCode: request.currency === 'CAD' ? 'CA' : 'US',
    currencyCode: request.currency,
    supportedNetworks: settings.supportedNetworks,
    merchantCapabilities: ['supports3DS'],
    requiredBillingContactFields: ['postalAddress', 'name'],
    total: { label: settings.label, amount: amountText(request.amountCents), type: 'final' as const },
  };
}

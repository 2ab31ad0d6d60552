/** How the member pages write ages, moments, amounts and payment providers. */
import type { PaymentProvider } from '@amora/contract';
import type { IntlShape } from 'react-intl';

/** A provider as its own brand writes it (the same in every language). */
const providerNames: Record<PaymentProvider, string> = {
  microPayment: 'micropayment',
  mollie: 'Mollie',
  stripe: 'Stripe',
  payPal: 'PayPal',
  apple: 'App Store',
  google: 'Google Play',
  sandbox: 'Sandbox',
};

export const providerName = (provider: string) =>
  providerNames[provider as PaymentProvider] ?? provider;

const dayMs = 24 * 60 * 60 * 1000;

/** How long an account exists: "12 days", "5 months", "3 years". */
export const accountAge = (intl: IntlShape, createdAt: string) => {
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(createdAt)) / dayMs));
  const [value, unit] =
    days < 60
      ? [days, 'day']
      : days < 730
        ? [Math.floor(days / 30.44), 'month']
        : [Math.floor(days / 365.25), 'year'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
};

/** A past moment relative to now: "5 minutes ago", "yesterday", "3 weeks ago". */
export const ago = (intl: IntlShape, at: string) => {
  const seconds = (Date.parse(at) - Date.now()) / 1000;
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [7, 'day'],
    [4.35, 'week'],
    [12, 'month'],
  ];
  let value = seconds;
  for (const [size, unit] of steps) {
    if (Math.abs(value) < size)
      return intl.formatRelativeTime(Math.round(value), unit, { numeric: 'auto' });
    value /= size;
  }
  return intl.formatRelativeTime(Math.round(value), 'year', { numeric: 'auto' });
};

export const dateTime = (intl: IntlShape, at: string) =>
  intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

export const date = (intl: IntlShape, at: string) => intl.formatDate(at, { dateStyle: 'medium' });

/** A change of a balance, always with its sign: "+50", "−5". */
export const delta = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { signDisplay: 'exceptZero' });

export const euro = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

/** Full years since a birthdate ("1994-03-12"). */
export const yearsSince = (birthdate: string) => {
  const born = new Date(`${birthdate}T00:00:00Z`);
  const now = new Date(Date.now());
  let years = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
};

/**
 * The date rules of spec 01 sections 1 and 9: English or German dates from the browser language,
 * 4.43 weeks to a month, the week's first day, and the current date for an unreadable one; and
 * that the app's providers draw every date by them, whatever the interface language.
 */
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createIntl, FormattedDate, FormattedTime } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/App';
import {
  dateLocaleOf,
  formatRelative,
  readableDate,
  relativeParts,
  startOfWeek,
  weekStartsOn,
  withDateLocale,
} from './dates';
import { $messages, $messagesLocale } from './model';

const install = (language: string | undefined) =>
  Object.defineProperty(globalThis, 'navigator', {
    value: language === undefined ? undefined : { language, languages: [language] },
    configurable: true,
    writable: true,
  });
const original = globalThis.navigator;
afterEach(() => {
  Object.defineProperty(globalThis, 'navigator', {
    value: original,
    configurable: true,
    writable: true,
  });
});

const now = new Date(2026, 10, 26, 12, 0, 0);
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const day = 24 * 60 * 60 * 1000;

describe('the date locale', () => {
  it('is German for a German browser and English for any other', () => {
    expect(dateLocaleOf('de-AT')).toBe('de');
    expect(dateLocaleOf('de')).toBe('de');
    expect(dateLocaleOf('en-GB')).toBe('en');
    expect(dateLocaleOf('fr-FR')).toBe('en');
    expect(dateLocaleOf('pl')).toBe('en');
  });

  it('starts the week on Monday in German and on Sunday in English', () => {
    expect(weekStartsOn('de')).toBe(1);
    expect(weekStartsOn('en')).toBe(0);
    // Thursday, 26 November 2026.
    expect(startOfWeek(now, 'de')).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(now, 'en')).toEqual(new Date(2026, 10, 22));
    // A Sunday is the last day of a German week and the first of an English one.
    const sunday = new Date(2026, 10, 29, 18);
    expect(startOfWeek(sunday, 'de')).toEqual(new Date(2026, 10, 23));
    expect(startOfWeek(sunday, 'en')).toEqual(new Date(2026, 10, 29));
  });
});

describe('relative time', () => {
  it('counts 4.43 weeks to a month', () => {
    expect(relativeParts(ago(30 * day), now)).toEqual({ value: -4, unit: 'week' });
    // 4.43 weeks are 31.01 days: day 31 is still weeks, day 32 a month.
    expect(relativeParts(ago(31 * day), now)).toEqual({ value: -4, unit: 'week' });
    expect(relativeParts(ago(32 * day), now)).toEqual({ value: -1, unit: 'month' });
    expect(relativeParts(ago(6 * 4.43 * 7 * day), now)).toEqual({ value: -6, unit: 'month' });
    expect(relativeParts(ago(12 * 4.43 * 7 * day + day), now)).toEqual({
      value: -1,
      unit: 'year',
    });
  });

  it('words it in the formatter’s language', () => {
    const english = createIntl({ locale: 'en' });
    const german = createIntl({ locale: 'de' });
    expect(formatRelative(english, ago(5 * 60 * 1000), now)).toBe('5 minutes ago');
    expect(formatRelative(english, ago(day), now)).toBe('yesterday');
    expect(formatRelative(english, ago(20 * day), now)).toBe('2 weeks ago');
    expect(formatRelative(german, ago(40 * day), now)).toBe('letzten Monat');
    expect(formatRelative(english, 'not a date', now)).toBe('now');
  });
});

describe('an unreadable date', () => {
  it('is the current date', () => {
    expect(readableDate('garbage', now)).toBe(now);
    expect(readableDate(null, now)).toBe(now);
    expect(readableDate('2026-01-02T03:04:05.000Z', now)).toEqual(
      new Date('2026-01-02T03:04:05.000Z'),
    );
    const intl = withDateLocale(createIntl({ locale: 'en' }), 'en');
    expect(intl.formatDate('garbage', { year: 'numeric' })).toBe(String(new Date().getFullYear()));
  });
});

describe('the app’s providers', () => {
  const render = (interfaceLocale: string, browserLanguage: string | undefined) => {
    install(browserLanguage);
    const scope = fork({
      values: [
        [$messages, {}],
        [$messagesLocale, interfaceLocale],
      ],
    });
    const date = new Date(2026, 10, 26, 15, 30);
    return renderToString(
      createElement(
        Provider,
        { value: scope },
        createElement(
          AppProviders,
          null,
          createElement(FormattedDate, { value: date, dateStyle: 'long' }),
          ' | ',
          createElement(FormattedTime, { value: date, hour: 'numeric', minute: '2-digit' }),
        ),
      ),
    );
  };

  it('write dates in English for a French interface in an English browser', () => {
    const html = render('fr', 'en-US');
    expect(html).toContain('November 26, 2026');
    expect(html).toContain('3:30');
    expect(html).not.toContain('novembre');
  });

  it('write dates in German for a Polish interface in a German browser', () => {
    const html = render('pl', 'de-DE');
    expect(html).toContain('26. November 2026');
    expect(html).toContain('15:30');
    expect(html).not.toContain('listopada');
  });
});

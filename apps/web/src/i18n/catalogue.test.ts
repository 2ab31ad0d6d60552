/** Every key of the catalogue exists in every locale, with the same placeholders (spec 01 section 1). */
import { locales } from '@amora/ui';
import { describe, expect, it } from 'vitest';
import { pickLocale } from '../preferences/model';
import { loadMessages } from './catalogue';

/** The argument names of an ICU message: `{name}` and `{name, plural, …}`, not a branch's text. */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*[,}]/g)].map(
        (match) => match[1],
      ),
    ),
  ].sort();
/** German, shell and features together: the source of every key. */
const de = await loadMessages('de');
const keys = Object.keys(de).sort();

describe('the text catalogue', () => {
  it('has the eight locales of the spec', () => {
    expect([...locales]).toEqual(['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv']);
  });

  it.each([...locales])(
    '%s has every key, nothing more, none empty, same placeholders',
    async (locale) => {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort()).toEqual(keys);
      for (const key of keys) {
        const text = messages[key as keyof typeof messages];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(
          placeholders(de[key as keyof typeof de]),
        );
      }
    },
  );

  it('keeps each feature’s texts under the feature’s name', () => {
    const modules = import.meta.glob<{ messages: Record<string, string> }>(
      '../features/*/messages/de.ts',
      { eager: true },
    );
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6);
    for (const [path, module] of Object.entries(modules)) {
      const feature = path.split('/')[2];
      for (const key of Object.keys(module.messages)) {
        expect(key.startsWith(`${feature}.`), key).toBe(true);
      }
    }
  });

  it('keeps the spec’s exact English texts', async () => {
    const en = await loadMessages('en');
    expect(en['session.expired']).toBe('session timed out. Please sign in again.');
    expect(en['error.WRONG_EMAIL_OR_PASSWORD']).toBe('E-Mail or password incorrect!');
    expect(de['confirm.confirmedToast']).toBe('Deine Email wurde bestätigt!');
    for (const locale of locales) {
      expect((await loadMessages(locale))['app.error.title']).toBe('Unexpected Application Error');
    }
  });
});

describe('pickLocale', () => {
  it('takes the first supported browser language, dk and se included', () => {
    expect(pickLocale(['ja-JP', 'fr-CH', 'de-DE'])).toBe('fr');
    expect(pickLocale(['se'])).toBe('sv');
    expect(pickLocale(['da-DK'])).toBe('da');
  });

  it('falls back to German', () => {
    expect(pickLocale(['ja-JP'])).toBe('de');
    expect(pickLocale([])).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { defineTexts, toLocale } from './texts';

describe('defineTexts', () => {
  it('namespaces each text under the component', () => {
    const texts = defineTexts('Demo', {
      close: {
        de: 'Schließen',
        en: 'Close',
        fr: 'Fermer',
        it: 'Chiudi',
        pl: 'Zamknij',
        nl: 'Sluiten',
        da: 'Luk',
        sv: 'Stäng',
      },
    });
    expect(texts.close.id).toBe('amora.ui.Demo.close');
    expect(texts.close.translations.sv).toBe('Stäng');
  });
});

describe('toLocale', () => {
  it('maps browser tags and the product codes dk and se to a supported locale', () => {
    expect(toLocale('de-AT')).toBe('de');
    expect(toLocale('dk')).toBe('da');
    expect(toLocale('se')).toBe('sv');
    expect(toLocale('pl-PL')).toBe('pl');
  });

  it('falls back to English for a language the product does not speak', () => {
    expect(toLocale('ja-JP')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { commonTexts } from './commonTexts';
import { toLocale } from './texts';

describe('defineTexts', () => {
  it('namespaces each text under its set', () => {
    expect(commonTexts.close.id).toBe('amora.ui.common.close');
    expect(commonTexts.close.translations.sv).toBe('Stäng');
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

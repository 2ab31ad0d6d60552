import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue';

describe("the console's texts", () => {
  it('has every English text in German too, and no German text without an English one', () => {
    expect(Object.keys(catalogues.de).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('has no empty text', () => {
    for (const [locale, texts] of Object.entries(catalogues)) {
      for (const [id, text] of Object.entries(texts))
        expect({ locale, id, text }).not.toMatchObject({ text: '' });
    }
  });
});

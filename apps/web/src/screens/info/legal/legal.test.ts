/** Every legal text exists in German (binding) and English, section for section. */
import { describe, expect, it } from 'vitest';
import { texts as eula } from './eula';
import { texts as imprint } from './imprint';
import { texts as privacy } from './privacy';
import { texts as terms } from './terms';

describe.each([
  ['imprint', imprint],
  ['terms', terms],
  ['eula', eula],
  ['privacy', privacy],
])('the %s', (_name, texts) => {
  it('has German and English with the same sections, none empty', () => {
    expect(texts.de.sections.length).toBeGreaterThan(3);
    expect(texts.en.sections).toHaveLength(texts.de.sections.length);
    expect(texts.en.updated).toBe(texts.de.updated);
    for (const document of [texts.de, texts.en]) {
      for (const section of document.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        expect(section.paragraphs.every((paragraph) => paragraph.trim() !== '')).toBe(true);
      }
    }
  });
});

it('marks the company data of the imprint as sample data in both languages', () => {
  expect(imprint.de.sections.map((section) => section.paragraphs.join(' ')).join(' ')).toMatch(
    /Muster/,
  );
  expect(imprint.en.sections.map((section) => section.paragraphs.join(' ')).join(' ')).toMatch(
    /sample/,
  );
});

import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { nonTextPairs, textPairs, themes } from './values';

describe.each(Object.values(themes))('$name theme', (theme) => {
  it.each(textPairs)('%s on %s reaches WCAG AA for text (4.5:1)', (text, background) => {
    expect(contrastRatio(theme.color[text], theme.color[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s against %s reaches 3:1 for non-text', (fore, back) => {
    expect(contrastRatio(theme.color[fore], theme.color[back])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b22222', '#b22222')).toBe(1);
  });
});

/**
 * The kindness nudge's check (issue 17): whole words of the English and German lists in any case,
 * umlauts and ß in either spelling, listed inflections and phrases; innocent words that merely
 * contain a listed one do not match.
 */
import { describe, expect, it } from 'vitest';
import { isUnkind, unkindWords } from './kindness';

describe('isUnkind', () => {
  it('finds a listed word of either language, whatever its case', () => {
    expect(isUnkind('You are an idiot')).toBe(true);
    expect(isUnkind('IDIOT')).toBe(true);
    expect(isUnkind('Du bist so eine Schlampe')).toBe(true);
    expect(isUnkind('du VOLLIDIOT')).toBe(true);
  });

  it('finds a word between punctuation, line breaks and hyphens', () => {
    expect(isUnkind('Loser!')).toBe(true);
    expect(isUnkind('ok...\nwhatever, jerk.')).toBe(true);
    expect(isUnkind('„Trottel“')).toBe(true);
    expect(isUnkind('Voll-Idiot')).toBe(true);
  });

  it('matches whole words only, not words that contain a listed one', () => {
    expect(isUnkind('I grew up near Scunthorpe')).toBe(false);
    expect(isUnkind('Do you like Dickens?')).toBe(false);
    expect(isUnkind('My assistant booked a class')).toBe(false);
    expect(isUnkind('That cactus looks prickly')).toBe(false);
    expect(isUnkind('The creepers on the wall are lovely')).toBe(false);
    expect(isUnkind('Die Anleitung ist idiotensicher')).toBe(false);
    expect(isUnkind('Am Strand saß eine Trottellumme')).toBe(false);
    expect(isUnkind('Wir fahren im Zickzack')).toBe(false);
  });

  it('matches listed inflections and leaves unlisted forms alone', () => {
    expect(isUnkind('you losers')).toBe(true);
    expect(isUnkind('ihr Arschlöcher')).toBe(true);
    expect(isUnkind('diese Hurensöhne')).toBe(true);
    // "idiotisch" is not on the German list; only the listed forms count.
    expect(isUnkind('Das war idiotisch von mir')).toBe(false);
  });

  it('takes umlauts and ß in either spelling and case', () => {
    expect(isUnkind('Blödmann')).toBe(true);
    expect(isUnkind('Bloedmann')).toBe(true);
    expect(isUnkind('BLÖDMANN')).toBe(true);
    // An umlaut written as o and a combining diaeresis, as some keyboards send it.
    expect(isUnkind('Blo\u0308dmann')).toBe(true);
    expect(isUnkind('ARSCHLOECHER')).toBe(true);
    expect(isUnkind('Scheißkerl')).toBe(true);
    expect(isUnkind('Scheisskerl')).toBe(true);
    expect(isUnkind('SCHEISSKERL')).toBe(true);
    expect(isUnkind('SCHEI\u1E9EKERL')).toBe(true);
  });

  it('finds phrases as a whole, with any space between their words', () => {
    expect(isUnkind('oh fuck   off')).toBe(true);
    expect(isUnkind('Du bist eine blöde\nKuh')).toBe(true);
    expect(isUnkind("Halt's Maul!")).toBe(true);
    expect(isUnkind('Halt’s Maul')).toBe(true);
    // Each word alone is harmless.
    expect(isUnkind('Die Kuh auf der Weide ist blöde fotografiert')).toBe(false);
    expect(isUnkind('You can go to the gym later')).toBe(false);
  });

  it('lets kind texts and empty ones pass', () => {
    expect(isUnkind('')).toBe(false);
    expect(isUnkind('   ')).toBe(false);
    expect(isUnkind('Saturday at ten? I will bring coffee ☕')).toBe(false);
    expect(isUnkind('Schöne Grüße aus Köln, bis Samstag!')).toBe(false);
  });

  it('has a few dozen entries per language, each found by itself', () => {
    for (const words of Object.values(unkindWords)) {
      expect(words.length).toBeGreaterThanOrEqual(40);
      for (const word of words) expect(isUnkind(word), word).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { messagePrice } from './messagePrice';

describe('messagePrice', () => {
  it('costs nothing for an empty text', () => {
    expect(messagePrice('')).toBe(0);
  });

  it('costs nothing for whitespace only, since it cannot be sent', () => {
    expect(messagePrice('   \n\t ')).toBe(0);
  });

  it('charges 10 coins for 1 to 100 characters', () => {
    expect(messagePrice('a')).toBe(10);
    expect(messagePrice('a'.repeat(42))).toBe(10);
    expect(messagePrice('a'.repeat(100))).toBe(10);
  });

  it('charges for every started block of 100 characters', () => {
    expect(messagePrice('a'.repeat(101))).toBe(20);
    expect(messagePrice('a'.repeat(200))).toBe(20);
    expect(messagePrice('a'.repeat(250))).toBe(30);
  });

  it('counts the text as sent, without surrounding whitespace', () => {
    expect(messagePrice(`  ${'a'.repeat(100)}  `)).toBe(10);
  });

  it('counts an emoji as one character', () => {
    expect(messagePrice('😉'.repeat(100))).toBe(10);
  });

  it('takes another price and block length', () => {
    expect(messagePrice('a'.repeat(61), { pricePerBlock: 5, blockLength: 60 })).toBe(10);
    expect(messagePrice('a'.repeat(60), { blockLength: 60 })).toBe(10);
  });
});

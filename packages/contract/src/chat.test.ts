import { describe, expect, it } from 'vitest';
import { messagePrice } from './index';

describe('messagePrice', () => {
  it('is free for an empty text', () => {
    expect(messagePrice('')).toBe(0);
  });
  it('charges 10 coins per started block of 100 characters', () => {
    expect(messagePrice('Hi')).toBe(10);
    expect(messagePrice('a'.repeat(100))).toBe(10);
    expect(messagePrice('a'.repeat(101))).toBe(20);
    expect(messagePrice('a'.repeat(250))).toBe(30);
  });
  it('counts an emoji as one character, as the member sees it', () => {
    expect(messagePrice('😀'.repeat(100))).toBe(10);
    expect(messagePrice('😀'.repeat(101))).toBe(20);
    expect(messagePrice(`${'a'.repeat(99)}😘`)).toBe(10);
  });
  it('charges by the rates it is given, as the served configuration sets them', () => {
    const rates = { messagePerBlock: 5, messageBlockLength: 60 };
    expect(messagePrice('a'.repeat(60), rates)).toBe(5);
    expect(messagePrice('a'.repeat(61), rates)).toBe(10);
  });
});

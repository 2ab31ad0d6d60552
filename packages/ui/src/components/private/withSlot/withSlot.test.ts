import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withSlot } from './withSlot';

const price = createElement('b', null, '5 coins');

function markup(node: ReturnType<typeof withSlot>): string {
  return renderToStaticMarkup(createElement('p', null, node));
}

describe('withSlot', () => {
  it('puts the element where each language has its placeholder', () => {
    expect(markup(withSlot((slot) => `Unlock for ${slot}`, price))).toBe(
      '<p>Unlock for <b>5 coins</b></p>',
    );
    expect(markup(withSlot((slot) => `Für ${slot} freischalten`, price))).toBe(
      '<p>Für <b>5 coins</b> freischalten</p>',
    );
  });

  it('wraps the trimmed words around the element when asked to', () => {
    expect(markup(withSlot((slot) => `Für ${slot} freischalten`, price, 'nowrap'))).toBe(
      '<p><span class="nowrap">Für</span><b>5 coins</b><span class="nowrap">freischalten</span></p>',
    );
    expect(markup(withSlot((slot) => `${slot} odblokuj`, price, 'nowrap'))).toBe(
      '<p><b>5 coins</b><span class="nowrap">odblokuj</span></p>',
    );
  });
});

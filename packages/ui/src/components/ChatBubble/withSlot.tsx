import type { ReactNode } from 'react';

const marker = '\u2063';

/**
 * Puts an element (a price, an icon) where a translated sentence has its placeholder, so each
 * language keeps its own word order ("Unlock for {price}", "Für {price} freischalten").
 */
export function withSlot(format: (slot: string) => string, element: ReactNode): ReactNode {
  const [before = '', ...rest] = format(marker).split(marker);
  return (
    <>
      {before}
      {element}
      {rest.join('')}
    </>
  );
}

import type { ReactNode } from 'react';

/** Stands in for the element while the sentence is formatted; no translation contains it. */
const marker = '\u2063';

/**
 * Puts an element (a price, an icon) where a translated sentence has its placeholder, so each
 * language keeps its own word order ("Unlock for {price}", "Für {price} freischalten").
 * With `textClassName` the words on either side are trimmed and wrapped in spans of that class
 * (e.g. to keep them from breaking while the element may move to its own line).
 */
export function withSlot(
  format: (slot: string) => string,
  element: ReactNode,
  textClassName?: string,
): ReactNode {
  const [before = '', ...rest] = format(marker).split(marker);
  const after = rest.join('');
  if (textClassName === undefined) {
    return (
      <>
        {before}
        {element}
        {after}
      </>
    );
  }
  return (
    <>
      {before.trim() && <span className={textClassName}>{before.trim()}</span>}
      {element}
      {after.trim() && <span className={textClassName}>{after.trim()}</span>}
    </>
  );
}

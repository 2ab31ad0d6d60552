/** A feature's texts: English, and German with exactly the same keys. */
export const defineTexts = <const Keys extends string>(texts: {
  en: Record<Keys, string>;
  de: Record<Keys, string>;
}) => texts;

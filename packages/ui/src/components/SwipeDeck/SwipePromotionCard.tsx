import type { CSSProperties, ReactNode } from 'react';
import { useUiText } from '../../i18n/texts';
import * as styles from './SwipeDeck.css';
import { texts } from './texts';

/** A card of the match game that is not a member: an offer, swiped away like a profile. */
export interface SwipePromotion {
  id: string;
  promotion: {
    title: string;
    text: string;
    /** A decorative icon (hidden from assistive technology). */
    icon?: ReactNode;
    /** What the card offers: a button or a link. */
    action: ReactNode;
    tone?: 'brand' | 'coin' | 'info';
  };
}

export const isSwipePromotion = (item: object): item is SwipePromotion => 'promotion' in item;

export interface SwipePromotionCardProps {
  item: SwipePromotion;
  style?: CSSProperties;
  /** A card further down the stack: hidden from assistive technology and not focusable. */
  isBehind?: boolean;
}

/** An offer in the deck: icon, title, text and its action; swiping either way dismisses it. */
export function SwipePromotionCard({ item, style, isBehind }: SwipePromotionCardProps) {
  const t = useUiText();
  const { title, text, icon, action, tone = 'brand' } = item.promotion;
  return (
    <article
      className={`${styles.card} ${styles.promotion({ tone })}`}
      style={style}
      aria-hidden={isBehind || undefined}
      inert={isBehind || undefined}
    >
      {icon && (
        <span className={styles.promotionIcon({ tone })} aria-hidden>
          {icon}
        </span>
      )}
      <h2 className={styles.promotionTitle}>{title}</h2>
      <p className={styles.promotionText}>{text}</p>
      {action}
      <p className={styles.promotionHint}>{t(texts.promotionHint)}</p>
    </article>
  );
}

import { Heart, RotateCcw, X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import { SwipeCard, type SwipeProfile } from './SwipeCard';
import * as styles from './SwipeDeck.css';
import { isSwipePromotion, type SwipePromotion, SwipePromotionCard } from './SwipePromotionCard';
import { texts } from './texts';

/** How far (px) a card must be dragged before letting go swipes it. */
export const swipeThreshold = 110;
/** How long the fly-out takes before the callback runs (0 under reduced motion). */
const flyOutMs = 220;

type Direction = 'like' | 'nope';

/** A card of the deck: a member, or an offer (swiped away like a member, its button acts). */
export type SwipeItem = SwipeProfile | SwipePromotion;

export interface SwipeDeckProps<Item extends SwipeItem = SwipeItem> {
  /** The stack, top card first. The parent removes a card once it is liked or passed. */
  profiles: readonly Item[];
  onLike: (profile: Item) => void;
  onNope: (profile: Item) => void;
  /** Brings back the last swiped profile; the button shows only with a handler. */
  onUndo?: () => void;
  /** No swipe to undo, or no undo left: the undo button is disabled. */
  canUndo?: boolean;
  /** The free swipes are used up: this replaces the stack (the offer to buy more). */
  outOfSwipes?: ReactNode;
  /** Shown when the stack is empty. */
  empty?: ReactNode;
  /** Pressing a member's card opens the profile (an offer's card has its own button). */
  onOpen?: (profile: Item) => void;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The match game: drag the top card right to like and left to pass (past the threshold it flies
 * out, short of it it springs back), or use the buttons below. When the swipes are used up,
 * `outOfSwipes` takes the deck's place.
 *
 * - **Keyboard:** Tab focuses the deck: Arrow Right likes, Arrow Left passes, Backspace undoes. Tab
 *   then reaches Nope, Undo and Like.
 * - **Screen reader:** The deck is a region named with its keys ("Profiles to swipe. Right arrow:
 *   like, left arrow: nope, Backspace: undo."); each card is an article with the member's name and
 *   age; the buttons are named Like, Nope and Undo.
 * - **Do:** Keep the buttons: not everybody can drag.
 * - **Don't:** Decide on a drag that did not pass the threshold.
 */
export function SwipeDeck<Item extends SwipeItem = SwipeItem>({
  profiles,
  onLike,
  onNope,
  onUndo,
  canUndo = false,
  outOfSwipes,
  empty,
  onOpen,
}: SwipeDeckProps<Item>) {
  const t = useUiText();
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const start = useRef<{ x: number; id: number } | null>(null);
  const top = profiles[0];

  const decide = (direction: Direction) => {
    if (!top || leaving) return;
    setLeaving(direction);
    const finish = () => {
      setLeaving(null);
      setOffset(0);
      (direction === 'like' ? onLike : onNope)(top);
    };
    if (prefersReducedMotion()) finish();
    else window.setTimeout(finish, flyOutMs);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (leaving || event.button !== 0) return;
    // The offer's button or link takes the press itself.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    start.current = { x: event.clientX, id: event.pointerId };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests, assistive tools) cannot be captured; dragging still works.
    }
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return;
    setOffset(event.clientX - start.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    if (Math.abs(moved) >= swipeThreshold) decide(moved > 0 ? 'like' : 'nope');
    else {
      setOffset(0);
      if (Math.abs(moved) < 4 && top && !isSwipePromotion(top)) onOpen?.(top);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') decide('like');
    else if (event.key === 'ArrowLeft') decide('nope');
    else if (event.key === 'Backspace' && canUndo) onUndo?.();
    else return;
    event.preventDefault();
  };

  const shownOffset = leaving
    ? (leaving === 'like' ? 1 : -1) *
      1.5 *
      (typeof window === 'undefined' ? 600 : window.innerWidth)
    : offset;
  const progress = Math.max(-1, Math.min(1, shownOffset / swipeThreshold));
  const hasCards = !outOfSwipes && top !== undefined;
  const behindStyle = { transform: 'scale(0.95) translateY(12px)' };
  const topStyle = {
    transform: `translateX(${shownOffset}px) rotate(${shownOffset / 20}deg)`,
    transition: dragging ? 'none' : undefined,
  };

  return (
    <div className={styles.deck}>
      {outOfSwipes ? (
        <div className={styles.placeholder}>{outOfSwipes}</div>
      ) : !top ? (
        <div className={styles.placeholder}>{empty}</div>
      ) : (
        <section
          className={styles.stack}
          aria-label={t(texts.deck)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused deck takes the arrow keys.
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-dragging={dragging || undefined}
        >
          {profiles[1] &&
            (isSwipePromotion(profiles[1]) ? (
              <SwipePromotionCard
                key={profiles[1].id}
                item={profiles[1]}
                isBehind
                style={behindStyle}
              />
            ) : (
              <SwipeCard key={profiles[1].id} profile={profiles[1]} isBehind style={behindStyle} />
            ))}
          {isSwipePromotion(top) ? (
            <SwipePromotionCard key={top.id} item={top} style={topStyle} />
          ) : (
            <SwipeCard key={top.id} profile={top} progress={progress} style={topStyle} />
          )}
        </section>
      )}
      <div className={styles.actions}>
        <IconButton
          label={t(texts.nope)}
          variant="soft"
          size="large"
          isDisabled={!hasCards}
          onPress={() => decide('nope')}
        >
          <X size={30} aria-hidden />
        </IconButton>
        {onUndo && (
          <IconButton label={t(texts.undo)} variant="soft" isDisabled={!canUndo} onPress={onUndo}>
            <RotateCcw size={22} aria-hidden />
          </IconButton>
        )}
        <IconButton
          label={t(texts.like)}
          variant="primary"
          size="large"
          isDisabled={!hasCards}
          onPress={() => decide('like')}
        >
          <Heart size={30} fill="currentColor" aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}

export type { SwipeProfile, SwipePromotion };

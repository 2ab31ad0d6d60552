import { clsx } from 'clsx';
import { Ban, Gift, ImagePlus, SendHorizontal, Smile, WifiOff } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { TextArea, TextField } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { PriceTag } from '../PriceTag/PriceTag';
import { withSlot } from '../private/withSlot/withSlot';
import * as styles from './ChatComposer.css';
import { texts } from './texts';

export interface ChatComposerProps {
  /** Called with the trimmed text on Enter or the send button; the input then clears. */
  onSend: (text: string) => void;
  onGift?: () => void;
  onWink?: () => void;
  onPicture?: () => void;
  /** Free messages the member has left: the price line then reads "Free". */
  freeMessages?: number;
  /** What the text written so far costs to send, by the app's price rules. */
  price: number;
  /** The rate named while nothing is written ("10 coins per 100 characters"). */
  rate?: { price: number; characters: number };
  /** No connection: input and actions are disabled with a note. */
  isOffline?: boolean;
  /** Writing in this dialog is not possible (blocked member, expired dialog). */
  isBlocked?: boolean;
  /** Replaces the built-in note shown when `isBlocked`. */
  blockedNote?: string;
  /** Controlled text; leave out to let the composer keep its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (text: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  UNSAFE_className?: string;
}

/**
 * The message input of a chat: a text area that grows to about five lines, the send button, the
 * gift / wink / picture actions and the price of the current text.
 *
 * - **Keyboard:** Enter sends, Shift+Enter adds a line; Tab reaches the actions and the send
 *   button.
 * - **Screen reader:** The text area is named "Message" and described by the price (or the offline
 *   or blocked note) and the Enter hint, read when it is focused; gift, wink and picture are a
 *   named group of buttons.
 * - **Do:** Pass the contract's price so the shown cost is the charged cost.
 * - **Don't:** Send on every Enter in a multi-line field of your own: keep Shift+Enter for new
 *   lines.
 */
export function ChatComposer({
  onSend,
  onGift,
  onWink,
  onPicture,
  freeMessages = 0,
  price,
  rate,
  isOffline,
  isBlocked,
  blockedNote,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  autoFocus,
  UNSAFE_className,
}: ChatComposerProps) {
  const t = useUiText();
  const noteId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onChange?.(next);
  };

  const isDisabled = Boolean(isOffline || isBlocked);
  const isBlank = text.trim() === '';
  const canSend = !isDisabled && !isBlank;

  // Grow with the text up to the CSS max-height (about five lines), then scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const priceTag = (amount: number) => <PriceTag amount={amount} size="small" tone="coin" />;
  let note: ReactNode;
  if (isOffline) {
    note = (
      <span className={styles.note} data-tone="warning">
        <WifiOff size={16} aria-hidden />
        {t(texts.offline)}
      </span>
    );
  } else if (isBlocked) {
    note = (
      <span className={styles.note} data-tone="critical">
        <Ban size={16} aria-hidden />
        {blockedNote ?? t(texts.blocked)}
      </span>
    );
  } else if (freeMessages > 0) {
    note = (
      <span className={styles.price}>
        <PriceTag amount={price} isFree size="small" />
        <span>{t(texts.freeMessages, { count: freeMessages })}</span>
      </span>
    );
  } else if (!isBlank) {
    note = (
      <span className={styles.price}>
        {withSlot((slot) => t(texts.cost, { price: slot }), priceTag(price))}
      </span>
    );
  } else if (rate) {
    note = (
      <span className={styles.price}>
        {withSlot(
          (slot) => t(texts.rate, { price: slot, length: rate.characters }),
          priceTag(rate.price),
        )}
      </span>
    );
  }

  const actions = [
    {
      key: 'gift',
      onPress: onGift,
      icon: <Gift size={18} aria-hidden />,
      label: t(commonTexts.gift),
    },
    { key: 'wink', onPress: onWink, icon: <Smile size={18} aria-hidden />, label: t(texts.wink) },
    {
      key: 'picture',
      onPress: onPicture,
      icon: <ImagePlus size={18} aria-hidden />,
      label: t(commonTexts.picture),
    },
  ].filter((action) => action.onPress);

  return (
    <div
      className={clsx(styles.composer, UNSAFE_className)}
      data-disabled={isDisabled || undefined}
    >
      <div className={styles.topRow}>
        {actions.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a group of related buttons, not a form fieldset
          <div className={styles.actions} role="group" aria-label={t(texts.actions)}>
            {actions.map((action) => (
              <Button
                key={action.key}
                variant="ghost"
                size="small"
                icon={action.icon}
                onPress={action.onPress}
                isDisabled={isDisabled}
                UNSAFE_className={styles.action}
              >
                <span className={styles.actionLabel}>{action.label}</span>
              </Button>
            ))}
          </div>
        )}
        <p id={noteId} className={styles.noteLine}>
          {note}
        </p>
      </div>
      <div className={styles.inputRow}>
        <TextField
          className={styles.field}
          aria-label={t(commonTexts.message)}
          aria-describedby={isDisabled ? noteId : `${noteId} ${hintId}`}
          value={text}
          onChange={setText}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
        >
          <TextArea
            ref={inputRef}
            rows={1}
            className={styles.input}
            placeholder={placeholder ?? t(texts.placeholder)}
            onKeyDown={onKeyDown}
          />
        </TextField>
        <IconButton label={t(texts.send)} variant="primary" onPress={send} isDisabled={!canSend}>
          <SendHorizontal size={20} aria-hidden />
        </IconButton>
      </div>
      {!isDisabled && (
        <p id={hintId} className={styles.hint}>
          {t(texts.newlineHint)}
        </p>
      )}
    </div>
  );
}

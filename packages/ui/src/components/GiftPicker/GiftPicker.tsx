import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListBox, ListBoxItem, Text } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Button } from '../Button/Button';
import { PriceTag } from '../PriceTag/PriceTag';
import { SelectionMark } from '../private/SelectionMark/SelectionMark';
import * as styles from './GiftPicker.css';

const texts = defineTexts('GiftPicker', {
  label: {
    de: 'Wähle ein Geschenk',
    en: 'Choose a gift',
    fr: 'Choisis un cadeau',
    it: 'Scegli un regalo',
    pl: 'Wybierz prezent',
    nl: 'Kies een cadeau',
    da: 'Vælg en gave',
    sv: 'Välj en present',
  },
  send: {
    de: '{name} senden',
    en: 'Send {name}',
    fr: 'Envoyer {name}',
    it: 'Invia {name}',
    pl: 'Wyślij: {name}',
    nl: '{name} versturen',
    da: 'Send {name}',
    sv: 'Skicka {name}',
  },
  pickFirst: {
    de: 'Geschenk senden',
    en: 'Send gift',
    fr: 'Envoyer le cadeau',
    it: 'Invia il regalo',
    pl: 'Wyślij prezent',
    nl: 'Cadeau versturen',
    da: 'Send gave',
    sv: 'Skicka present',
  },
  freeLeft: {
    de: '{count, plural, one {Noch # Geschenk gratis} other {Noch # Geschenke gratis}}',
    en: '{count, plural, one {# free gift left} other {# free gifts left}}',
    fr: '{count, plural, one {Encore # cadeau gratuit} other {Encore # cadeaux gratuits}}',
    it: '{count, plural, one {Ancora # regalo gratis} other {Ancora # regali gratis}}',
    pl: '{count, plural, one {Jeszcze # darmowy prezent} few {Jeszcze # darmowe prezenty} other {Jeszcze # darmowych prezentów}}',
    nl: '{count, plural, one {Nog # gratis cadeau} other {Nog # gratis cadeaus}}',
    da: '{count, plural, one {# gratis gave tilbage} other {# gratis gaver tilbage}}',
    sv: '{count, plural, one {# gratis present kvar} other {# gratis presenter kvar}}',
  },
  empty: {
    de: 'Gerade gibt es keine Geschenke.',
    en: 'There are no gifts right now.',
    fr: "Il n'y a pas de cadeaux pour le moment.",
    it: 'Al momento non ci sono regali.',
    pl: 'W tej chwili nie ma prezentów.',
    nl: 'Er zijn op dit moment geen cadeaus.',
    da: 'Der er ingen gaver lige nu.',
    sv: 'Det finns inga presenter just nu.',
  },
});

/** One present of the catalogue: its picture, name and price in coins. */
export interface GiftPickerItem {
  id: string;
  name: string;
  /** The present's picture; a gift box is drawn while it is missing or fails to load. */
  image?: string | null;
  price: number;
}

export interface GiftPickerProps {
  gifts: readonly GiftPickerItem[];
  /** The chosen present was sent with the button under the list. */
  onSend: (gift: GiftPickerItem) => void;
  /** The list's accessible name; "Choose a gift" when left out. */
  label?: string;
  /** Free gifts left: each present then costs nothing, and the count is shown. */
  freeGifts?: number;
  /** The present chosen at first. */
  defaultSelectedId?: string;
  /** A send is under way: the button shows a spinner. */
  isPending?: boolean;
  isDisabled?: boolean;
  /** Replaces the built-in text when there are no presents. */
  emptyText?: ReactNode;
  UNSAFE_className?: string;
}

/** A present's picture, or a gift box when it has none or it cannot be loaded. */
function GiftImage({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={clsx(styles.image, styles.fallback)} aria-hidden>
        <Gift size={28} />
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The presents of the catalogue as a grid to choose one from, with its price, and the send button
 * that names the chosen present and its price.
 *
 * - **Keyboard:** Tab enters the grid on the chosen present; the arrow keys move, Space or Enter
 *   chooses; Tab reaches the send button.
 * - **Screen reader:** A list box named "Choose a gift"; each option is read with its name and
 *   price and as selected.
 * - **Do:** Show what the member can afford; disable the send button, not the presents, while
 *   sending.
 * - **Don't:** Send on choosing: the member confirms with the button.
 */
export function GiftPicker({
  gifts,
  onSend,
  label,
  freeGifts = 0,
  defaultSelectedId,
  isPending,
  isDisabled,
  emptyText,
  UNSAFE_className,
}: GiftPickerProps) {
  const t = useUiText();
  const [selectedId, setSelectedId] = useState<string | undefined>(defaultSelectedId);
  const selected = gifts.find((gift) => gift.id === selectedId);
  const isFree = freeGifts > 0;

  return (
    <div className={clsx(styles.picker, UNSAFE_className)}>
      {isFree && <p className={styles.freeNote}>{t(texts.freeLeft, { count: freeGifts })}</p>}
      <ListBox
        aria-label={label ?? t(texts.label)}
        items={gifts}
        layout="grid"
        selectionMode="single"
        selectionBehavior="replace"
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [first] = [...keys];
          if (first !== undefined) setSelectedId(String(first));
        }}
        className={styles.grid}
        renderEmptyState={() => <p className={styles.empty}>{emptyText ?? t(texts.empty)}</p>}
      >
        {(gift) => (
          <ListBoxItem
            id={gift.id}
            textValue={gift.name}
            isDisabled={isDisabled}
            className={styles.tile}
          >
            <SelectionMark className={styles.mark} />
            <GiftImage src={gift.image} />
            {/* One label for name and price: the price is part of what the option offers. */}
            <Text slot="label" className={styles.label}>
              <span className={styles.name}>{gift.name}</span>
              <PriceTag amount={gift.price} isFree={isFree} size="small" tone="coin" />
            </Text>
          </ListBoxItem>
        )}
      </ListBox>
      {gifts.length > 0 && (
        <Button
          fullWidth
          icon={<Gift size={18} />}
          isDisabled={isDisabled || !selected}
          isPending={isPending}
          onPress={() => selected && onSend(selected)}
        >
          {selected ? (
            <span className={styles.sendLabel}>
              {t(texts.send, { name: selected.name })}
              {/* A free gift's tile and the note above already say so. */}
              {!isFree && <PriceTag amount={selected.price} size="small" tone="inherit" />}
            </span>
          ) : (
            t(texts.pickFirst)
          )}
        </Button>
      )}
    </div>
  );
}

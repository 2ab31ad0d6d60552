import { clsx } from 'clsx';
import { Clock, ImagePlus, Images, Lock, LockOpen, Star, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { placeholderImage } from '../Avatar/placeholder';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { PriceTag } from '../PriceTag/PriceTag';
import { withSlot } from '../private/withSlot/withSlot';
import * as styles from './PhotoGallery.css';

const texts = defineTexts('PhotoGallery', {
  pictureOf: {
    de: 'Bild {index} von {name}',
    en: 'Picture {index} of {name}',
    fr: 'Photo {index} de {name}',
    it: 'Foto {index} di {name}',
    pl: 'Zdjęcie {index}: {name}',
    nl: 'Foto {index} van {name}',
    da: 'Billede {index} af {name}',
    sv: 'Bild {index} av {name}',
  },
  privatePicture: {
    de: 'Privates Bild',
    en: 'Private picture',
    fr: 'Photo privée',
    it: 'Foto privata',
    pl: 'Prywatne zdjęcie',
    nl: 'Privéfoto',
    da: 'Privat billede',
    sv: 'Privat bild',
  },
  unlockFor: {
    de: 'Freischalten für {price}',
    en: 'Unlock for {price}',
    fr: 'Débloquer pour {price}',
    it: 'Sblocca per {price}',
    pl: 'Odblokuj za {price}',
    nl: 'Ontgrendel voor {price}',
    da: 'Lås op for {price}',
    sv: 'Lås upp för {price}',
  },
  unlocked: {
    de: 'Freigeschaltet',
    en: 'Unlocked',
    fr: 'Débloquée',
    it: 'Sbloccata',
    pl: 'Odblokowane',
    nl: 'Ontgrendeld',
    da: 'Låst op',
    sv: 'Upplåst',
  },
  profilePicture: {
    de: 'Profilbild',
    en: 'Profile picture',
    fr: 'Photo de profil',
    it: 'Foto del profilo',
    pl: 'Zdjęcie profilowe',
    nl: 'Profielfoto',
    da: 'Profilbillede',
    sv: 'Profilbild',
  },
  private: {
    de: 'Privat',
    en: 'Private',
    fr: 'Privée',
    it: 'Privata',
    pl: 'Prywatne',
    nl: 'Privé',
    da: 'Privat',
    sv: 'Privat',
  },
  inReview: {
    de: 'In Prüfung',
    en: 'In review',
    fr: 'En cours de vérification',
    it: 'In revisione',
    pl: 'W trakcie weryfikacji',
    nl: 'Wordt gecontroleerd',
    da: 'Under gennemgang',
    sv: 'Granskas',
  },
  rejected: {
    de: 'Abgelehnt – bitte lade ein neues hoch',
    en: 'Rejected — please upload a new one',
    fr: 'Refusée — veuillez en importer une nouvelle',
    it: 'Rifiutata — caricane una nuova',
    pl: 'Odrzucone — prześlij nowe',
    nl: 'Afgewezen — upload een nieuwe',
    da: 'Afvist — upload venligst et nyt',
    sv: 'Avvisad — ladda upp en ny',
  },
  addPicture: {
    de: 'Bild hinzufügen',
    en: 'Add picture',
    fr: 'Ajouter une photo',
    it: 'Aggiungi foto',
    pl: 'Dodaj zdjęcie',
    nl: 'Foto toevoegen',
    da: 'Tilføj billede',
    sv: 'Lägg till bild',
  },
});

/** The review state of an own picture (spec 02, section 4: pending, verified or rejected). */
export const pictureStatuses = ['verified', 'pending', 'rejected'] as const;

export interface GalleryPicture {
  id: string;
  src: string;
  /** Private pictures cost coins to see; only their owner and those who unlocked them see them. */
  isPrivate?: boolean;
  /** The coin price of a private picture (5 to 500). */
  price?: number;
  /** A stranger's private picture the viewer has already paid for. */
  isUnlocked?: boolean;
  /** The owner's profile picture (own profile). */
  isProfilePicture?: boolean;
  /** The review state (own profile); `verified` shows nothing. */
  status?: (typeof pictureStatuses)[number];
}

export interface PhotoGalleryProps {
  pictures: readonly GalleryPicture[];
  /** Whose pictures these are, for their accessible names ("Picture 2 of Lena"). */
  name: string;
  /** The member's own gallery: every picture shows its state and pictures can be added. */
  isOwnProfile?: boolean;
  /** A visible picture was pressed: open it. */
  onPress?: (id: string) => void;
  /** "Unlock for … coins" on a stranger's locked private picture was pressed. */
  onUnlock?: (id: string) => void;
  /** The picture being unlocked right now: its button shows a spinner. */
  unlockingId?: string;
  /** Shows an "Add picture" tile (own profile). */
  onAdd?: () => void;
  /** Shown when there is no picture and nothing to add. */
  emptyText?: ReactNode;
  UNSAFE_className?: string;
}

/** A translated text with a React element where the ICU `{price}` placeholder stands. */
/** A picture that falls back to the embedded placeholder when it fails to load. */
function Picture({ src, alt = '', className }: { src: string; alt?: string; className: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed ? placeholderImage : src}
      alt={alt}
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A member's pictures as a grid. Strangers see public pictures, unlocked private ones, and locked
 * private ones blurred with an unlock button; the owner sees each picture's state and an add tile.
 *
 * - **Keyboard:** Tab moves through the pictures that open (with `onPress`; Enter or Space) and the
 *   unlock and add buttons.
 * - **Screen reader:** A list of pictures; each is named "Picture 2 of Lena"; a locked one is
 *   "Private picture" and its button says "Unlock for" its price; the owner's marks (profile
 *   picture, private, in review, rejected) are said in words.
 * - **Do:** Pass `onPress` to show a picture large.
 * - **Don't:** Put a locked picture's real image in the page: the blur is of a placeholder, not a
 *   secret.
 */
export function PhotoGallery({
  pictures,
  name,
  isOwnProfile,
  onPress,
  onUnlock,
  unlockingId,
  onAdd,
  emptyText,
  UNSAFE_className,
}: PhotoGalleryProps) {
  const t = useUiText();
  const showAdd = isOwnProfile && onAdd;

  if (pictures.length === 0 && !showAdd) {
    return <EmptyState framed icon={<Images size={28} />} description={emptyText} />;
  }

  return (
    <ul className={clsx(styles.grid, UNSAFE_className)}>
      {pictures.map((picture, index) => {
        const pictureName = t(texts.pictureOf, { index: index + 1, name });
        const isLocked = !isOwnProfile && picture.isPrivate && !picture.isUnlocked;

        if (isLocked) {
          return (
            <li key={picture.id} className={styles.tile} data-locked>
              <Picture src={picture.src} className={clsx(styles.image, styles.blurred)} />
              <div className={styles.lockOverlay}>
                <span className={styles.lockIcon}>
                  <Lock size={22} aria-hidden />
                </span>
                <span className={styles.lockTitle}>{t(texts.privatePicture)}</span>
                {onUnlock && picture.price !== undefined && (
                  <Button
                    variant="coin"
                    size="small"
                    onPress={() => onUnlock(picture.id)}
                    isPending={unlockingId === picture.id}
                    UNSAFE_className={styles.unlockButton}
                  >
                    {withSlot(
                      (price) => t(texts.unlockFor, { price }),
                      <PriceTag amount={picture.price} size="small" tone="inherit" />,
                      styles.nowrap,
                    )}
                  </Button>
                )}
              </div>
            </li>
          );
        }

        const content = (
          <>
            <Picture
              src={picture.src}
              alt={pictureName}
              className={clsx(styles.image, picture.status === 'rejected' && styles.rejectedImage)}
            />
            <span className={styles.topMarks}>
              {isOwnProfile && picture.isProfilePicture && (
                <span className={clsx(styles.mark, styles.profileMark)}>
                  <Star size={12} aria-hidden />
                  {t(texts.profilePicture)}
                </span>
              )}
              {picture.isPrivate && isOwnProfile && (
                <span className={clsx(styles.mark, styles.privateMark)}>
                  <Lock size={12} aria-hidden />
                  {picture.price !== undefined ? (
                    <>
                      <span className={visuallyHidden}>{t(texts.private)}: </span>
                      <PriceTag amount={picture.price} size="small" tone="inherit" />
                    </>
                  ) : (
                    t(texts.private)
                  )}
                </span>
              )}
              {picture.isPrivate && !isOwnProfile && (
                <span className={clsx(styles.mark, styles.unlockedMark)}>
                  <LockOpen size={12} aria-hidden />
                  {t(texts.unlocked)}
                </span>
              )}
            </span>
            {isOwnProfile && picture.status === 'pending' && (
              <span className={clsx(styles.statusBar, styles.pending)}>
                <Clock size={16} aria-hidden className={styles.statusIcon} />
                {t(texts.inReview)}
              </span>
            )}
            {isOwnProfile && picture.status === 'rejected' && (
              <span className={clsx(styles.statusBar, styles.rejected)}>
                <TriangleAlert size={16} aria-hidden className={styles.statusIcon} />
                {t(texts.rejected)}
              </span>
            )}
          </>
        );
        return (
          <li key={picture.id} className={styles.tile} data-status={picture.status}>
            {onPress ? (
              <AriaButton className={styles.pressable} onPress={() => onPress(picture.id)}>
                {content}
              </AriaButton>
            ) : (
              <div className={styles.pressable}>{content}</div>
            )}
          </li>
        );
      })}
      {showAdd && (
        <li className={styles.tile}>
          <AriaButton className={styles.addTile} onPress={onAdd}>
            <span className={styles.addIcon}>
              <ImagePlus size={24} aria-hidden />
            </span>
            {t(texts.addPicture)}
          </AriaButton>
        </li>
      )}
    </ul>
  );
}

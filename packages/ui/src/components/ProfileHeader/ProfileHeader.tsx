import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { BadgeCheck, Crown, Heart, MapPin, MessageCircle, Pencil, Smile } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Label, Meter } from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { defineTexts, useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { placeholderImage } from '../Avatar/placeholder';
import { Button } from '../Button/Button';
import { KissIcon } from './KissIcon';
import * as styles from './ProfileHeader.css';

const texts = defineTexts('ProfileHeader', {
  online: {
    de: 'Online',
    en: 'Online',
    fr: 'En ligne',
    it: 'Online',
    pl: 'Online',
    nl: 'Online',
    da: 'Online',
    sv: 'Online',
  },
  verified: {
    de: 'Verifiziert',
    en: 'Verified',
    fr: 'Vérifié',
    it: 'Verificato',
    pl: 'Zweryfikowany',
    nl: 'Geverifieerd',
    da: 'Verificeret',
    sv: 'Verifierad',
  },
  premium: {
    de: 'Premium',
    en: 'Premium',
    fr: 'Premium',
    it: 'Premium',
    pl: 'Premium',
    nl: 'Premium',
    da: 'Premium',
    sv: 'Premium',
  },
  mood: {
    de: 'Stimmung',
    en: 'Mood',
    fr: 'Humeur',
    it: 'Umore',
    pl: 'Nastrój',
    nl: 'Stemming',
    da: 'Humør',
    sv: 'Humör',
  },
  like: {
    de: 'Liken',
    en: 'Like',
    fr: 'J’aime',
    it: 'Mi piace',
    pl: 'Polub',
    nl: 'Leuk',
    da: 'Synes godt om',
    sv: 'Gilla',
  },
  liked: {
    de: 'Geliked',
    en: 'Liked',
    fr: 'Aimé',
    it: 'Piace',
    pl: 'Polubiono',
    nl: 'Leuk gevonden',
    da: 'Liket',
    sv: 'Gillad',
  },
  editProfile: {
    de: 'Profil bearbeiten',
    en: 'Edit profile',
    fr: 'Modifier le profil',
    it: 'Modifica profilo',
    pl: 'Edytuj profil',
    nl: 'Profiel bewerken',
    da: 'Rediger profil',
    sv: 'Redigera profil',
  },
  completion: {
    de: 'Profil zu {percent} vollständig',
    en: 'Profile {percent} complete',
    fr: 'Profil complété à {percent}',
    it: 'Profilo completo al {percent}',
    pl: 'Profil uzupełniony w {percent}',
    nl: 'Profiel {percent} compleet',
    da: 'Profil {percent} udfyldt',
    sv: 'Profil {percent} klar',
  },
});

export const profileHeaderActions = ['like', 'kiss', 'message'] as const;
type Action = (typeof profileHeaderActions)[number];

export interface ProfileHeaderProps {
  name: string;
  age?: number;
  city?: string;
  /** Distance to the viewer as shown ("< 1 km", "2 km"): the contract's formatDistance. */
  distance?: string;
  /** The profile picture; without one (or when it fails) the embedded placeholder shows. */
  photo?: string | null;
  isOnline?: boolean;
  isVerified?: boolean;
  isPremium?: boolean;
  /** Today's mood ("Coffee?", "Make me laugh"), translated by the app. */
  mood?: ReactNode;
  /** The viewer's own profile: an edit button and the completion hint instead of the actions. */
  isOwnProfile?: boolean;

  /** Stranger: the heart button. */
  onLike?: () => void;
  /** Stranger: the viewer already liked this member. */
  isLiked?: boolean;
  onKiss?: () => void;
  onMessage?: () => void;
  /** The action whose request is running: its button shows a spinner. */
  pendingAction?: Action;
  /** Stranger: a slot after the actions for the block / report menu. */
  moreMenu?: ReactNode;

  /** Own profile: the edit button. */
  onEditProfile?: () => void;
  /** Own profile: how complete the profile is, 0 to 100. */
  completion?: number;
  /** Own profile: what to add next ("Add two more pictures"), translated by the app. */
  completionHint?: ReactNode;

  /** The element of the name; `h1` on a profile page. */
  nameAs?: 'h1' | 'h2';
  UNSAFE_className?: string;
}

/**
 * The top of a profile. Phones: the photo full width with name and marks on a scrim, actions below.
 * Wider screens: photo and details side by side. The member's own profile shows Edit and its
 * completeness; a stranger's shows like, kiss and write.
 *
 * - **Keyboard:** Tab moves through the actions (Edit, or like, kiss, write and the more menu).
 * - **Screen reader:** A header with the name as heading; the verified and premium marks are images
 *   named in words; the like button is a toggle (`aria-pressed`); the completeness is a meter with
 *   its label.
 * - **Do:** Put block and report into `moreMenu`.
 * - **Don't:** Add actions beside the three: the header must fit on a phone.
 */
export function ProfileHeader({
  name,
  age,
  city,
  distance,
  photo,
  isOnline,
  isVerified,
  isPremium,
  mood,
  isOwnProfile,
  onLike,
  isLiked,
  onKiss,
  onMessage,
  pendingAction,
  moreMenu,
  onEditProfile,
  completion,
  completionHint,
  nameAs: Name = 'h1',
  UNSAFE_className,
}: ProfileHeaderProps) {
  const t = useUiText();
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  const shownPhoto = photo && photo !== failedPhoto ? photo : placeholderImage;
  const distanceText = distance !== undefined ? t(commonTexts.distance, { distance }) : undefined;
  const percent =
    completion !== undefined ? Math.min(100, Math.max(0, Math.round(completion))) : undefined;

  return (
    <header className={clsx(styles.root, UNSAFE_className)}>
      <div className={styles.photoFrame}>
        <img
          className={styles.photo}
          src={shownPhoto}
          alt={t(commonTexts.photoOf, { name })}
          onError={() => setFailedPhoto(photo ?? null)}
          draggable={false}
        />
      </div>

      <div className={styles.info}>
        <div className={styles.nameRow}>
          <Name className={styles.name}>
            {name}
            {age !== undefined && <span className={styles.age}>, {age}</span>}
          </Name>
          {isVerified && (
            <span className={styles.verified} role="img" aria-label={t(texts.verified)}>
              <BadgeCheck size={26} aria-hidden className={styles.verifiedIcon} />
            </span>
          )}
          {isPremium && (
            <span className={styles.premium} role="img" aria-label={t(texts.premium)}>
              <Crown size={16} aria-hidden />
            </span>
          )}
        </div>
        {(isOnline || city || distanceText) && (
          <p className={styles.meta}>
            {isOnline && (
              <span className={styles.online}>
                <span className={styles.onlineDot} aria-hidden />
                {t(texts.online)}
              </span>
            )}
            {city && (
              <span className={styles.metaItem}>
                <MapPin size={16} aria-hidden />
                {city}
              </span>
            )}
            {distanceText && <span className={styles.metaItem}>{distanceText}</span>}
          </p>
        )}
        {mood && (
          <p className={styles.mood}>
            <Smile size={16} aria-hidden />
            <span className={visuallyHidden}>{t(texts.mood)}: </span>
            {mood}
          </p>
        )}
      </div>

      <div className={styles.actions}>
        {isOwnProfile ? (
          <>
            {onEditProfile && (
              <Button
                variant="secondary"
                icon={<Pencil size={18} aria-hidden />}
                onPress={onEditProfile}
                UNSAFE_className={styles.editButton}
              >
                {t(texts.editProfile)}
              </Button>
            )}
            {percent !== undefined && (
              <Meter value={percent} className={styles.completion}>
                {({ valueText }) => (
                  <>
                    <Label className={styles.completionLabel}>
                      {t(texts.completion, { percent: valueText ?? `${percent}%` })}
                    </Label>
                    <span className={styles.track}>
                      <span
                        className={styles.fill}
                        style={assignInlineVars({ [styles.fillWidth]: `${percent}%` })}
                      />
                    </span>
                    {completionHint && <span className={styles.hint}>{completionHint}</span>}
                  </>
                )}
              </Meter>
            )}
          </>
        ) : (
          <div className={styles.buttons}>
            {onLike && (
              <Button
                variant={isLiked ? 'outline' : 'primary'}
                size="large"
                icon={
                  <Heart
                    size={20}
                    aria-hidden
                    className={isLiked ? styles.likedHeart : undefined}
                  />
                }
                onPress={onLike}
                isPending={pendingAction === 'like'}
                aria-pressed={isLiked ?? false}
                UNSAFE_className={styles.likeButton}
              >
                {t(isLiked ? texts.liked : texts.like)}
              </Button>
            )}
            {onKiss && (
              <Button
                variant="outline"
                size="large"
                icon={<KissIcon size={20} aria-hidden />}
                onPress={onKiss}
                isPending={pendingAction === 'kiss'}
                UNSAFE_className={styles.secondaryAction}
              >
                <span className={styles.actionLabel}>{t(commonTexts.kiss)}</span>
              </Button>
            )}
            {onMessage && (
              <Button
                variant="outline"
                size="large"
                icon={<MessageCircle size={20} aria-hidden />}
                onPress={onMessage}
                isPending={pendingAction === 'message'}
                UNSAFE_className={styles.secondaryAction}
              >
                <span className={styles.actionLabel}>{t(commonTexts.message)}</span>
              </Button>
            )}
            {moreMenu && <div className={styles.more}>{moreMenu}</div>}
          </div>
        )}
      </div>
    </header>
  );
}

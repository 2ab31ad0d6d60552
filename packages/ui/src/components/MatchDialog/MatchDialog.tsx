import { Coins, Heart, MessageCircle } from 'lucide-react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Avatar } from '../Avatar/Avatar';
import { Button, ButtonLink } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './MatchDialog.css';

const texts = defineTexts('MatchDialog', {
  title: {
    de: 'Es ist ein Match!',
    en: "It's a match!",
    fr: 'C’est un match !',
    it: 'È un match!',
    pl: 'Jest match!',
    nl: 'Het is een match!',
    da: 'Det er et match!',
    sv: 'Det är en match!',
  },
  body: {
    de: 'Du und {name} mögt euch.',
    en: 'You and {name} like each other.',
    fr: '{name} et vous vous plaisez.',
    it: 'Tu e {name} vi piacete.',
    pl: 'Ty i {name} polubiliście się.',
    nl: 'Jij en {name} vinden elkaar leuk.',
    da: 'Du og {name} kan lide hinanden.',
    sv: 'Du och {name} gillar varandra.',
  },
  sendMessage: {
    de: 'Nachricht schreiben',
    en: 'Send a message',
    fr: 'Envoyer un message',
    it: 'Invia un messaggio',
    pl: 'Wyślij wiadomość',
    nl: 'Stuur een bericht',
    da: 'Send en besked',
    sv: 'Skicka ett meddelande',
  },
  keepSwiping: {
    de: 'Weiter swipen',
    en: 'Keep swiping',
    fr: 'Continuer à swiper',
    it: 'Continua a scorrere',
    pl: 'Przesuwaj dalej',
    nl: 'Verder swipen',
    da: 'Swipe videre',
    sv: 'Fortsätt svepa',
  },
  noCoins: {
    de: 'Du hast keine Münzen mehr, um {name} zu schreiben.',
    en: 'You have no coins left to write to {name}.',
    fr: 'Vous n’avez plus de pièces pour écrire à {name}.',
    it: 'Non hai più monete per scrivere a {name}.',
    pl: '{name} czeka na wiadomość, ale nie masz już monet.',
    nl: 'Je hebt geen munten meer om {name} te schrijven.',
    da: 'Du har ingen mønter tilbage til at skrive til {name}.',
    sv: 'Du har inga mynt kvar för att skriva till {name}.',
  },
  getCoins: {
    de: 'Münzen holen',
    en: 'Get coins',
    fr: 'Obtenir des pièces',
    it: 'Ottieni monete',
    pl: 'Zdobądź monety',
    nl: 'Munten halen',
    da: 'Få mønter',
    sv: 'Skaffa mynt',
  },
});

interface MatchMember {
  name: string;
  image?: string | null;
}

export interface MatchDialogProps {
  /** The member. */
  member: MatchMember;
  /** The member who liked back. */
  partner: MatchMember;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSendMessage: () => void;
  onKeepSwiping: () => void;
  /** No coins and no free message: a note and the way to the shop replace "Send a message". */
  hasNoCoins?: boolean;
  shopHref?: string;
}

/**
 * "It's a match!": both pictures, then write to the partner or keep swiping. A `Dialog`, so
 * everything said there holds.
 *
 * - **Keyboard:** Focus moves into the dialog; Tab cycles through its actions; Escape and the close
 *   button keep swiping; focus returns to where it was.
 * - **Screen reader:** A dialog named "It's a match!" whose pictures are named by the members.
 * - **Do:** Open it right after the like that made the match.
 * - **Don't:** Open it for a match the member already saw.
 */
export function MatchDialog({
  member,
  partner,
  isOpen,
  onOpenChange,
  onSendMessage,
  onKeepSwiping,
  hasNoCoins,
  shopHref = '/shop',
}: MatchDialogProps) {
  const t = useUiText();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(texts.title)}
      footer={
        <>
          {hasNoCoins ? (
            <ButtonLink
              href={shopHref}
              variant="coin"
              size="large"
              fullWidth
              icon={<Coins size={18} aria-hidden />}
            >
              {t(texts.getCoins)}
            </ButtonLink>
          ) : (
            <Button
              size="large"
              fullWidth
              icon={<MessageCircle size={18} aria-hidden />}
              onPress={onSendMessage}
            >
              {t(texts.sendMessage)}
            </Button>
          )}
          <Button variant="ghost" size="large" fullWidth onPress={onKeepSwiping}>
            {t(texts.keepSwiping)}
          </Button>
        </>
      }
    >
      <div className={styles.pair}>
        <span className={styles.left}>
          <Avatar name={member.name} src={member.image} size="xlarge" decorative />
        </span>
        <span className={styles.heart} aria-hidden>
          <Heart size={26} fill="currentColor" />
        </span>
        <span className={styles.right}>
          <Avatar name={partner.name} src={partner.image} size="xlarge" decorative />
        </span>
      </div>
      <p className={styles.body}>{t(texts.body, { name: partner.name })}</p>
      {hasNoCoins && <p className={styles.note}>{t(texts.noCoins, { name: partner.name })}</p>}
    </Dialog>
  );
}

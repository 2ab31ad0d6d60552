import { clsx } from 'clsx';
import { ChevronRight, Inbox, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './TicketList.css';
import { type TicketStatus, TicketStatusBadge } from './TicketStatusBadge';

const texts = defineTexts('TicketList', {
  label: {
    de: 'Deine Support-Anfragen',
    en: 'Your support tickets',
    fr: 'Vos demandes d’assistance',
    it: 'Le tue richieste di assistenza',
    pl: 'Twoje zgłoszenia do pomocy',
    nl: 'Je supportverzoeken',
    da: 'Dine supporthenvendelser',
    sv: 'Dina supportärenden',
  },
  replies: {
    de: '{count, plural, one {# Antwort} other {# Antworten}}',
    en: '{count, plural, one {# reply} other {# replies}}',
    fr: '{count, plural, one {# réponse} other {# réponses}}',
    it: '{count, plural, one {# risposta} other {# risposte}}',
    pl: '{count, plural, one {# odpowiedź} few {# odpowiedzi} other {# odpowiedzi}}',
    nl: '{count, plural, one {# antwoord} other {# antwoorden}}',
    da: '{count, plural, one {# svar} other {# svar}}',
    sv: '{count, plural, one {# svar} other {# svar}}',
  },
});

export interface Ticket {
  id: string;
  /** The topic the member chose (Complaint, My Account, Payment Issues, …), translated by the app. */
  topic: ReactNode;
  /** The member's message; the row shows its first line. */
  message: string;
  createdAt: Date;
  status: TicketStatus;
  /** Replies from support, when the app knows them. */
  commentCount?: number;
}

export interface TicketListProps {
  tickets: readonly Ticket[];
  /** A row was pressed (click, tap, Enter or Space): open that ticket. */
  onOpen?: (id: string) => void;
  /** Shown instead of the rows when there are no tickets. */
  emptyText: ReactNode;
  /** Overrides the built-in accessible name ("Your support tickets"). */
  'aria-label'?: string;
  UNSAFE_className?: string;
}

/** The first non-empty line of a message: a row has room for one. */
function firstLine(message: string): string {
  return (
    message
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/**
 * The member's support tickets. Each row (topic, first line of the message, creation date, status)
 * is one focusable item.
 *
 * - **Keyboard:** Tab enters the list; the arrow keys move between tickets; Enter opens one.
 * - **Screen reader:** A grid list named "Your support tickets"; each row is read with its topic,
 *   status and number of replies.
 * - **Do:** Show the newest ticket first.
 * - **Don't:** Put buttons inside a row.
 */
export function TicketList({
  tickets,
  onOpen,
  emptyText,
  'aria-label': ariaLabel,
  UNSAFE_className,
}: TicketListProps) {
  const t = useUiText();
  const intl = useIntl();
  return (
    <GridList
      aria-label={ariaLabel ?? t(texts.label)}
      items={tickets}
      onAction={onOpen ? (key) => onOpen(String(key)) : undefined}
      className={clsx(styles.list, UNSAFE_className)}
      renderEmptyState={() => <EmptyState icon={<Inbox size={28} />} description={emptyText} />}
    >
      {(ticket) => {
        const line = firstLine(ticket.message);
        const date = intl.formatDate(ticket.createdAt, { dateStyle: 'medium' });
        return (
          <GridListItem
            id={ticket.id}
            textValue={typeof ticket.topic === 'string' ? ticket.topic : line}
            className={styles.row}
          >
            <span className={styles.topic}>{ticket.topic}</span>
            <TicketStatusBadge status={ticket.status} UNSAFE_className={styles.status} />
            {line && <span className={styles.message}>{line}</span>}
            <span className={styles.meta}>
              <time dateTime={ticket.createdAt.toISOString()}>{date}</time>
              {ticket.commentCount ? (
                <span className={styles.replies}>
                  <MessageCircle size={14} aria-hidden />
                  {t(texts.replies, { count: ticket.commentCount })}
                </span>
              ) : null}
            </span>
            <ChevronRight size={20} aria-hidden className={styles.chevron} />
          </GridListItem>
        );
      }}
    </GridList>
  );
}

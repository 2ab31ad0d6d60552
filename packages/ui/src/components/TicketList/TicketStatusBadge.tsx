import { Archive, CircleCheck, CircleDot, CircleX, LoaderCircle } from 'lucide-react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { Badge } from '../Badge/Badge';

/** The five states of a support ticket (spec 02, section 4). */
export const ticketStatuses = ['open', 'inProgress', 'resolved', 'rejected', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

const texts = defineTexts('TicketStatusBadge', {
  open: {
    de: 'Offen',
    en: 'Open',
    fr: 'Ouvert',
    it: 'Aperto',
    pl: 'Otwarte',
    nl: 'Open',
    da: 'Åben',
    sv: 'Öppen',
  },
  inProgress: {
    de: 'In Bearbeitung',
    en: 'In progress',
    fr: 'En cours',
    it: 'In lavorazione',
    pl: 'W toku',
    nl: 'In behandeling',
    da: 'Under behandling',
    sv: 'Pågår',
  },
  resolved: {
    de: 'Gelöst',
    en: 'Resolved',
    fr: 'Résolu',
    it: 'Risolto',
    pl: 'Rozwiązane',
    nl: 'Opgelost',
    da: 'Løst',
    sv: 'Löst',
  },
  rejected: {
    de: 'Abgelehnt',
    en: 'Rejected',
    fr: 'Rejeté',
    it: 'Respinto',
    pl: 'Odrzucone',
    nl: 'Afgewezen',
    da: 'Afvist',
    sv: 'Avvisad',
  },
  closed: {
    de: 'Geschlossen',
    en: 'Closed',
    fr: 'Fermé',
    it: 'Chiuso',
    pl: 'Zamknięte',
    nl: 'Gesloten',
    da: 'Lukket',
    sv: 'Stängd',
  },
});

const appearance = {
  open: { tone: 'info', Icon: CircleDot },
  inProgress: { tone: 'warning', Icon: LoaderCircle },
  resolved: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'critical', Icon: CircleX },
  closed: { tone: 'neutral', Icon: Archive },
} as const;

export interface TicketStatusBadgeProps {
  status: TicketStatus;
  size?: 'small' | 'standard';
  UNSAFE_className?: string;
}

/** A ticket's status as a coloured pill with an icon, so it does not rely on colour alone. */
export function TicketStatusBadge({ status, size, UNSAFE_className }: TicketStatusBadgeProps) {
  const t = useUiText();
  const { tone, Icon } = appearance[status];
  return (
    <Badge
      tone={tone}
      size={size}
      icon={<Icon size={size === 'small' ? 12 : 14} aria-hidden />}
      UNSAFE_className={UNSAFE_className}
    >
      {t(texts[status])}
    </Badge>
  );
}

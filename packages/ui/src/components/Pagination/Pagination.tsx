import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defineTexts, useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import * as styles from './Pagination.css';

const texts = defineTexts('Pagination', {
  label: {
    de: 'Seitennavigation',
    en: 'Pagination',
    fr: 'Pagination',
    it: 'Paginazione',
    pl: 'Stronicowanie',
    nl: 'Paginering',
    da: 'Sidenavigation',
    sv: 'Sidnavigering',
  },
  range: {
    de: '{total, plural, =0 {Keine Einträge} other {{start}–{end} von {totalText}}}',
    en: '{total, plural, =0 {No entries} other {{start}–{end} of {totalText}}}',
    fr: '{total, plural, =0 {Aucune entrée} other {{start}–{end} sur {totalText}}}',
    it: '{total, plural, =0 {Nessuna voce} other {{start}–{end} di {totalText}}}',
    pl: '{total, plural, =0 {Brak wpisów} other {{start}–{end} z {totalText}}}',
    nl: '{total, plural, =0 {Geen items} other {{start}–{end} van {totalText}}}',
    da: '{total, plural, =0 {Ingen poster} other {{start}–{end} af {totalText}}}',
    sv: '{total, plural, =0 {Inga poster} other {{start}–{end} av {totalText}}}',
  },
  previous: {
    de: 'Vorherige Seite',
    en: 'Previous page',
    fr: 'Page précédente',
    it: 'Pagina precedente',
    pl: 'Poprzednia strona',
    nl: 'Vorige pagina',
    da: 'Forrige side',
    sv: 'Föregående sida',
  },
  next: {
    de: 'Nächste Seite',
    en: 'Next page',
    fr: 'Page suivante',
    it: 'Pagina successiva',
    pl: 'Następna strona',
    nl: 'Volgende pagina',
    da: 'Næste side',
    sv: 'Nästa sida',
  },
  pageSize: {
    de: 'Zeilen pro Seite',
    en: 'Rows per page',
    fr: 'Lignes par page',
    it: 'Righe per pagina',
    pl: 'Wiersze na stronę',
    nl: 'Rijen per pagina',
    da: 'Rækker pr. side',
    sv: 'Rader per sida',
  },
});

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** Entries per page. */
  pageSize: number;
  /** Entries in all pages together. */
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Offers a choice of page sizes (e.g. `[25, 50, 100]`); needs `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Overrides the built-in name of the navigation landmark ("Pagination"). */
  'aria-label'?: string;
  UNSAFE_className?: string;
}

/** The last page that holds an entry; 1 for an empty list. */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * Pages through a long list: the range shown ("26–50 of 240"), previous and next, and optionally
 * the page size. The list itself (usually a `DataTable`) shows the entries of `page`.
 *
 * - **Keyboard:** Tab reaches the page size, then previous and next; Enter or Space presses them.
 *   A button at the first or last page is disabled.
 * - **Screen reader:** A navigation landmark named "Pagination"; the range is a polite status,
 *   so moving to another page announces the new range.
 * - **Do:** Keep the page size the operator chose while they filter and sort.
 * - **Don't:** Use it for lists that fit in one screen.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  'aria-label': ariaLabel,
  UNSAFE_className,
}: PaginationProps) {
  const t = useUiText();
  const intl = useIntl();
  const pageSizeLabelId = useId();
  const lastPage = pageCount(totalCount, pageSize);
  const start = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(page * pageSize, totalCount);
  return (
    <nav
      aria-label={ariaLabel ?? t(texts.label)}
      className={clsx(styles.pagination, UNSAFE_className)}
    >
      {pageSizeOptions && onPageSizeChange && (
        <div className={styles.pageSize}>
          <span id={pageSizeLabelId} className={styles.pageSizeLabel}>
            {t(texts.pageSize)}
          </span>
          <Select
            aria-labelledby={pageSizeLabelId}
            items={pageSizeOptions.map((size) => ({
              id: String(size),
              label: intl.formatNumber(size),
            }))}
            value={String(pageSize)}
            onChange={(key) => onPageSizeChange(Number(key))}
            UNSAFE_className={styles.pageSizeSelect}
          />
        </div>
      )}
      {/* Range and buttons stay together on one line when the page size wraps. */}
      <div className={styles.position}>
        <span role="status" className={styles.range}>
          {t(texts.range, {
            total: totalCount,
            start: intl.formatNumber(start),
            end: intl.formatNumber(end),
            totalText: intl.formatNumber(totalCount),
          })}
        </span>
        <div className={styles.buttons}>
          <IconButton
            label={t(texts.previous)}
            size="small"
            variant="ghost"
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft size={20} aria-hidden />
          </IconButton>
          <IconButton
            label={t(texts.next)}
            size="small"
            variant="ghost"
            isDisabled={page >= lastPage}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRight size={20} aria-hidden />
          </IconButton>
        </div>
      </div>
    </nav>
  );
}

import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Table as AriaTable,
  Cell,
  CheckboxButton,
  CheckboxField,
  Column,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { commonTexts } from '../../i18n/commonTexts';
import { useUiText } from '../../i18n/texts';
import { visuallyHidden } from '../../styles/focus.css';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

export type { Selection, SortDescriptor } from 'react-aria-components';

export const dataTableAligns = ['start', 'center', 'end'] as const;

export interface DataTableColumn<Row> {
  /** Identifies the column; it is the `column` of the sort descriptor. */
  id: string;
  /** The visible header text, also the column's accessible name. */
  header: string;
  /** What a cell of this column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button (the table reports the new order in `onSortChange`). */
  allowsSorting?: boolean;
  /** `end` for numbers and amounts, so their digits line up. */
  align?: (typeof dataTableAligns)[number];
  /** CSS width of the column (`120`, `'20%'`); the others share the rest. */
  width?: number | string;
  /**
   * The column that names a row for screen readers (a member's name, a ticket's subject); the
   * first column by default.
   */
  isRowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table; or `aria-labelledby` pointing at the heading above it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, in the order the server sorted them. */
  rows: readonly Row[];
  /** A stable id for each row; row actions and selection report it. */
  getRowId: (row: Row) => string;
  /** The column and direction shown as sorted (`aria-sort` and the arrow). */
  sortDescriptor?: SortDescriptor;
  /** A sortable header was pressed: sort the rows and pass the new descriptor back. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Checkboxes in front of each row (`multiple`) for bulk actions. */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** A row was pressed (click, tap or Enter): open its detail. */
  onRowAction?: (id: string) => void;
  /** Shows skeleton rows instead of the rows while the first page loads. */
  isLoading?: boolean;
  /** How many skeleton rows to draw while loading; 5 by default. */
  loadingRowCount?: number;
  /** Shown in the table body when there are no rows, usually an `EmptyState`. */
  emptyState?: ReactNode;
  /** Under the table, inside its frame: usually a `Pagination`. */
  footer?: ReactNode;
  UNSAFE_className?: string;
}

const alignClass = {
  start: undefined,
  center: styles.alignCenter,
  end: styles.alignEnd,
} as const;

const loadingKey = '__loading';

/** The selection box of a row or of the header ("select all"); react-aria names it. */
function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection" className={styles.selectionField}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <span className={styles.box} aria-hidden>
            {isIndeterminate ? (
              <Minus size={14} strokeWidth={3} />
            ) : isSelected ? (
              <Check size={14} strokeWidth={3} />
            ) : null}
          </span>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

/**
 * A dense table for the back office: columns described by props, sortable headers, optional row
 * selection and a row action that opens a detail. While loading it draws skeleton rows in the
 * columns' shape; without rows it shows `emptyState`; `footer` holds the `Pagination`. Sorting and
 * paging are the screen's: the table shows `rows` as given and reports what the operator asked for.
 *
 * - **Keyboard:** Tab enters the grid; the arrow keys move between rows and cells, Home and End
 *   to the first and last; Enter on a sortable header sorts, Enter on a row runs `onRowAction`,
 *   Space selects a row when selection is on.
 * - **Screen reader:** A grid named by `aria-label`; the sorted column is `aria-sort` ascending or
 *   descending; each row is named by its row-header cell; while loading the table is busy and
 *   "Loading…" is announced.
 * - **Do:** Keep cells short, right-align numbers, keep the page size the operator chose.
 * - **Don't:** Put buttons in cells of rows that have a row action: open a detail instead.
 */
export function DataTable<Row>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  onRowAction,
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  footer,
  UNSAFE_className,
}: DataTableProps<Row>) {
  const t = useUiText();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const rowHeaderIndex = hasRowHeader ? columns.findIndex((column) => column.isRowHeader) : 0;
  const selectable = selectionMode !== 'none';
  const placeholders = Array.from(
    { length: loadingRowCount },
    (_, index) => `${loadingKey}${index}`,
  );
  return (
    <div className={clsx(styles.frame, UNSAFE_className)}>
      <div className={styles.scroller}>
        <AriaTable
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={isLoading ? 'none' : selectionMode}
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          onRowAction={onRowAction && !isLoading ? (key) => onRowAction(String(key)) : undefined}
          className={styles.table}
        >
          <TableHeader className={styles.header}>
            {selectable && (
              <Column className={clsx(styles.column, styles.selectionColumn)}>
                {selectionMode === 'multiple' && !isLoading && <SelectionCheckbox />}
              </Column>
            )}
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                allowsSorting={column.allowsSorting}
                isRowHeader={index === rowHeaderIndex}
                textValue={column.header}
                style={column.width === undefined ? undefined : { width: column.width }}
                className={clsx(styles.column, alignClass[column.align ?? 'start'])}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    <span className={styles.columnHeader}>{column.header}</span>
                    {allowsSorting && (
                      <span
                        className={clsx(styles.sortIndicator, sortDirection && styles.sorted)}
                        aria-hidden
                      >
                        {sortDirection === 'ascending' ? (
                          <ArrowUp size={14} strokeWidth={2.5} />
                        ) : sortDirection === 'descending' ? (
                          <ArrowDown size={14} strokeWidth={2.5} />
                        ) : (
                          <ArrowUpDown size={14} />
                        )}
                      </span>
                    )}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          {isLoading ? (
            <TableBody className={styles.body}>
              {placeholders.map((key, rowIndex) => (
                <Row key={key} id={key} className={styles.row}>
                  {selectable && <Cell className={styles.cell} />}
                  {columns.map((column, columnIndex) => (
                    <Cell
                      key={column.id}
                      className={clsx(styles.cell, alignClass[column.align ?? 'start'])}
                    >
                      <Skeleton
                        width={`${55 + ((rowIndex * 3 + columnIndex * 7) % 5) * 9}%`}
                        UNSAFE_className={styles.skeleton}
                      />
                      {/* A row header must say something: the row is a placeholder. */}
                      {columnIndex === rowHeaderIndex && (
                        <span className={visuallyHidden}>{t(commonTexts.loading)}</span>
                      )}
                    </Cell>
                  ))}
                </Row>
              ))}
            </TableBody>
          ) : (
            <TableBody
              items={rows.map((row) => ({ id: getRowId(row), row }))}
              dependencies={[columns]}
              className={styles.body}
              renderEmptyState={emptyState ? () => emptyState : undefined}
            >
              {({ id, row }) => (
                <Row id={id} className={clsx(styles.row, onRowAction && styles.actionable)}>
                  {selectable && (
                    <Cell className={clsx(styles.cell, styles.selectionCell)}>
                      <SelectionCheckbox />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={clsx(styles.cell, alignClass[column.align ?? 'start'])}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          )}
        </AriaTable>
        {isLoading && (
          <span role="status" className={visuallyHidden}>
            {t(commonTexts.loading)}
          </span>
        )}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}

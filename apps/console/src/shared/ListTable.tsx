/**
 * A list screen's table of one page (audit log, members, tickets): skeleton rows until the first
 * page is there, an empty state without rows, and the pages below when there is more than one.
 */
import { consoleLimits } from '@amora/contract';
import { DataTable, type DataTableProps, EmptyState, Pagination } from '@amora/ui';
import type { ReactNode } from 'react';

interface ListTableProps<Row>
  extends Omit<DataTableProps<Row>, 'rows' | 'isLoading' | 'emptyState' | 'footer'> {
  /** The page the server answered and how many rows there are in all; null until it is loaded. */
  list: { rows: readonly Row[]; totalCount: number } | null;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  empty: { icon: ReactNode; title: string; text: string };
}

export function ListTable<Row>({
  list,
  loading,
  page,
  onPageChange,
  empty,
  ...props
}: ListTableProps<Row>) {
  return (
    <DataTable
      {...props}
      rows={list?.rows ?? []}
      isLoading={!list && loading}
      emptyState={
        <EmptyState
          icon={empty.icon}
          headingLevel={2}
          title={empty.title}
          description={empty.text}
        />
      }
      footer={
        list && list.totalCount > consoleLimits.pageSize ? (
          <Pagination
            page={page}
            pageSize={consoleLimits.pageSize}
            totalCount={list.totalCount}
            onPageChange={onPageChange}
          />
        ) : undefined
      }
    />
  );
}

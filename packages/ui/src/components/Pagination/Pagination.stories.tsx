import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 25, totalCount: 240, onPageChange: fn() },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the page (and page size) in state, as the screen that owns the list does. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPage(1);
          props.onPageSizeChange?.(size);
        })
      }
    />
  );
}

/** On the first page "previous" is disabled; "next" moves the range to 26–50. */
export const FirstPage: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–25 of 240');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('26–50 of 240');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** The last page holds the rest (226–240) and disables "next". */
export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('226–240 of 240');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** Choosing 50 rows per page reports the size and starts again at the first page. */
export const WithPageSize: Story = {
  args: { page: 3, pageSizeOptions: [25, 50, 100], onPageSizeChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('51–75 of 240');
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1–50 of 240'));
  },
};

/** Nothing to page through: both buttons are disabled. */
export const Empty: Story = {
  args: { totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No entries');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Large numbers are grouped in the reader's locale. */
export const LargeNumbers: Story = {
  args: {
    page: 412,
    pageSize: 100,
    totalCount: 48_213,
    pageSizeOptions: [25, 50, 100],
    onPageSizeChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('41,101–41,200 of 48,213');
  },
};

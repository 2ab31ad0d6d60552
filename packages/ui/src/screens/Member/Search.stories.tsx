import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, SearchX, UserSearch } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SearchField } from '../../components/SearchField/SearchField';
import { SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { Stack } from '../../components/Stack/Stack';
import { Text } from '../../components/Text/Text';
import { UserGridCard, UserGridCardSkeleton } from '../../components/UserGridCard/UserGridCard';
import { portrait } from '../../fixtures/portraits';
import { MemberFrame, screenParameters } from '../memberFrame';
import { userGrid } from './layout.css';

interface FoundMember {
  id: string;
  name: string;
  age: number;
  distance: string;
  image: string;
  isOnline: boolean;
}

const foundNames = [
  'Lena',
  'Helena',
  'Lena',
  'Magdalena',
  'Lena',
  'Lenara',
  'Lena',
  'Marlena',
  'Lena',
  'Milena',
];

/** The stories show pages of 10; the app asks for 50 at a time (spec 02: search page 50). */
const pageSize = 10;

function resultPage(page: number): FoundMember[] {
  return foundNames.map((name, index) => {
    const number = page * pageSize + index;
    return {
      id: `${name.toLowerCase()}-${number}`,
      name,
      age: 21 + ((number * 5) % 19),
      distance: `${1 + ((number * 13) % 180)} km`,
      image: portrait(number * 3 + 1, { width: 480, height: 640 }),
      isOnline: number % 4 === 0,
    };
  });
}

const skeletonCards = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

interface SearchScreenProps {
  /** The name searched for (from /search/{id}); empty before the first search. */
  query?: string;
  status?: 'idle' | 'loading' | 'ready' | 'loadingMore' | 'failed';
  results?: FoundMember[];
  totalCount?: number;
  onSearch?: (query: string) => void;
  onLoadMore?: () => void;
  onRetry?: () => void;
}

/** /search/{id}: members by name, 50 a page; "Show more" follows the next link. */
function SearchScreen({
  query = '',
  status = 'ready',
  results = [],
  totalCount = results.length,
  onSearch = fn(),
  onLoadMore = fn(),
  onRetry = fn(),
}: SearchScreenProps) {
  const hasMore = results.length < totalCount;
  return (
    <MemberFrame active="nearby">
      <PageHeader title="Search" subtitle="Find members by their first name" />
      <Stack space="large">
        <SearchField
          label="Name"
          placeholder="e.g. Lena"
          defaultValue={query}
          onSubmit={(text) => onSearch(text.trim())}
        />
        {status === 'idle' ? (
          <EmptyState
            framed
            icon={<UserSearch size={28} />}
            title="Who are you looking for?"
            description="Enter a first name and press Enter."
          />
        ) : status === 'loading' ? (
          <SkeletonGroup label={`Searching for “${query}”`}>
            <div className={userGrid}>
              {skeletonCards.map((card) => (
                <UserGridCardSkeleton key={card} />
              ))}
            </div>
          </SkeletonGroup>
        ) : status === 'failed' ? (
          <EmptyState
            framed
            icon={<RefreshCw size={28} />}
            title="The search did not work"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onPress={onRetry}>
                Try again
              </Button>
            }
          />
        ) : results.length === 0 ? (
          <EmptyState
            framed
            icon={<SearchX size={28} />}
            title="No results"
            description={`Nobody called “${query}”. Check the spelling or try another name.`}
          />
        ) : (
          <Stack space="gutter">
            <Box role="status">
              <Text tone="muted" size="small">
                {totalCount === 1 ? '1 member' : `${totalCount} members`} called “{query}”
              </Text>
            </Box>
            <div className={userGrid}>
              {results.map(({ id, ...member }) => (
                <UserGridCard key={id} {...member} href={`/stranger-profile/${id}`} />
              ))}
            </div>
            <Box display="flex" justifyContent="center" paddingY="medium">
              {hasMore ? (
                <Button
                  variant="outline"
                  size="large"
                  isPending={status === 'loadingMore'}
                  onPress={onLoadMore}
                >
                  Show more
                </Button>
              ) : (
                <Text tone="muted" size="small">
                  That is everyone called “{query}”.
                </Text>
              )}
            </Box>
          </Stack>
        )}
      </Stack>
    </MemberFrame>
  );
}

/** The screen with its pages in state, as the app's model keeps them: the next page is appended. */
function PagedSearch({ onLoadMore }: { onLoadMore: () => void }) {
  const [pages, setPages] = useState(1);
  return (
    <SearchScreen
      query="Lena"
      results={Array.from({ length: pages }, (_, page) => resultPage(page)).flat()}
      totalCount={pageSize * 3}
      onLoadMore={() => {
        onLoadMore();
        setPages((old) => old + 1);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Member/Search',
  component: SearchScreen,
  parameters: screenParameters,
  args: { onSearch: fn(), onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first search: a hint. Enter searches for the trimmed name. */
export const Idle: Story = {
  args: { status: 'idle' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name' }), ' Lena {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Lena');
  },
};

export const Loading: Story = {
  args: { status: 'loading', query: 'Lena' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching for “Lena”' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The first page, and "Show more" for the next. */
export const Results: Story = {
  args: { query: 'Lena', results: resultPage(0), totalCount: 23 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('23 members called “Lena”')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(pageSize);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { query: 'Lena', results: resultPage(0), totalCount: 23, status: 'loadingMore' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Show more/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** The last page: no button, a closing line instead. */
export const AllShown: Story = {
  args: { query: 'Marlena', results: resultPage(0).slice(7, 8), totalCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(canvas.getByText('That is everyone called “Marlena”.')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { query: 'Xaverine', results: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { query: 'Lena', status: 'failed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "Show more" appends the next page until every member is shown. */
export const LoadMore: Story = {
  parameters: { visual: { skip: 'Behaviour only; Results and AllShown picture both ends' } },
  render: (args) => <PagedSearch onLoadMore={args.onLoadMore ?? fn()} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(pageSize);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(pageSize * 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(pageSize * 3);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

/**
 * The user search by name (/search/{name}), 50 a page with "Show more"; /search/settings opens
 * the search settings instead, where the library's screens link to them.
 */
import { Box, Button, EmptyState, PageHeader, SearchField, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { RefreshCw, SearchX, UserSearch as UserSearchIcon } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { paths } from '../../app/paths';
import { MemberGrid, MemberGridSkeleton, MoreMembers } from './MemberGrid';
import { SearchSettings } from './SearchSettings';
import { nameSearch } from './searchModel';
import { settingsSearchId } from './searchSettingsPath';

function NameSearch({ query }: { query: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [results, status, hasMore, opened, more] = useUnit([
    nameSearch.$items,
    nameSearch.$status,
    nameSearch.$hasMore,
    nameSearch.opened,
    nameSearch.moreRequested,
  ]);
  useEffect(() => {
    if (query) opened(query);
  }, [query, opened]);
  const shownStatus = query ? status : 'idle';
  return (
    <MemberFrame active="nearby">
      <PageHeader
        title={<FormattedMessage id="discovery.search.title" />}
        subtitle={<FormattedMessage id="discovery.search.subtitle" />}
      />
      <Stack space="large">
        <SearchField
          key={query}
          label={intl.formatMessage({ id: 'discovery.search.name' })}
          placeholder={intl.formatMessage({ id: 'discovery.search.placeholder' })}
          defaultValue={query}
          onSubmit={(text) => {
            const name = text.trim();
            if (name) navigate(generatePath(paths.search, { id: name }));
          }}
        />
        {shownStatus === 'idle' ? (
          <EmptyState
            framed
            icon={<UserSearchIcon size={28} />}
            title={<FormattedMessage id="discovery.search.idleTitle" />}
            description={<FormattedMessage id="discovery.search.idleText" />}
          />
        ) : shownStatus === 'loading' ? (
          <MemberGridSkeleton
            label={intl.formatMessage({ id: 'discovery.search.loading' }, { query })}
          />
        ) : shownStatus === 'failed' ? (
          <EmptyState
            framed
            icon={<RefreshCw size={28} />}
            title={<FormattedMessage id="discovery.search.failedTitle" />}
            description={<FormattedMessage id="discovery.nearby.failedText" />}
            action={
              <Button variant="outline" onPress={() => opened(query)}>
                <FormattedMessage id="discovery.nearby.retry" />
              </Button>
            }
          />
        ) : results.length === 0 ? (
          <EmptyState
            framed
            icon={<SearchX size={28} />}
            title={<FormattedMessage id="discovery.search.noResults" />}
            description={
              <FormattedMessage id="discovery.search.noResultsText" values={{ query }} />
            }
          />
        ) : (
          <Stack space="gutter">
            {/* The server counts no total: the number is told once every page is shown. */}
            {!hasMore && (
              <Box role="status">
                <Text tone="muted" size="small">
                  <FormattedMessage
                    id="discovery.search.count"
                    values={{ count: results.length, query }}
                  />
                </Text>
              </Box>
            )}
            <MemberGrid members={results} />
            <MoreMembers
              hasMore={hasMore}
              isPending={status === 'loadingMore'}
              onMore={more}
              end={<FormattedMessage id="discovery.search.end" values={{ query }} />}
            />
          </Stack>
        )}
      </Stack>
    </MemberFrame>
  );
}

export function UserSearchRoute() {
  const { id = '' } = useParams();
  if (id === settingsSearchId) return <SearchSettings />;
  return <NameSearch query={id.trim()} />;
}

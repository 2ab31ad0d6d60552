/**
 * /likes and /visitors (spec 02 section 2), with the matches as a third tab: who liked, visited or
 * matched the member, new rows marked, hidden rows unlocked with a free unlock or coins.
 */
import type { RelationshipItem } from '@amora/contract';
import {
  Box,
  Button,
  ButtonLink,
  EmptyState,
  formatDialogTime,
  Inline,
  LikeVisitorItem,
  PageHeader,
  Skeleton,
  SkeletonGroup,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Heart, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { paths, strangerPath } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { $configuration, $user } from '../../session/model';
import {
  $listStatus,
  $lists,
  $unlockingId,
  freeUnlocks,
  type ListKind,
  listOpened,
  listsLeft,
  moreRequested,
  unlockPressed,
  unlockPrice,
} from './model';

const tabs = [
  { kind: 'like', id: 'likes', label: 'people.tab.likes', loading: 'people.loading.like' },
  { kind: 'visit', id: 'visitors', label: 'people.tab.visitors', loading: 'people.loading.visit' },
  { kind: 'match', id: 'matches', label: 'people.tab.matches', loading: 'people.loading.match' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const tabPaths: Partial<Record<TabId, string>> = { likes: paths.likes, visitors: paths.visitors };

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Box background="surface" borderRadius="large" boxShadow="small" padding="small">
        <Stack space="small">
          {[0, 1, 2, 3].map((row) => (
            <Inline key={row} space="small" alignY="center">
              <Skeleton shape="circle" width={56} />
              <Stack space="xsmall">
                <Skeleton width={140 + ((row * 37) % 60)} height={16} />
                <Skeleton width={90} height={12} />
              </Stack>
            </Inline>
          ))}
        </Stack>
      </Box>
    </SkeletonGroup>
  );
}

function Row({ item, now }: { item: RelationshipItem; now: Date }) {
  const intl = useIntl();
  const [user, configuration, unlockingId, unlock] = useUnit([
    $user,
    $configuration,
    $unlockingId,
    unlockPressed,
  ]);
  const kind = item.type === 'visit' ? 'visit' : item.type === 'match' ? 'match' : 'like';
  const lockable = kind === 'match' ? null : kind;
  return (
    <LikeVisitorItem
      kind={kind}
      name={item.user?.name ?? ''}
      age={item.user?.age}
      image={item.user?.image ?? item.blurredImage}
      isOnline={item.user?.isOnline}
      timeLabel={formatDialogTime(intl, new Date(item.createdAt), now)}
      isNew={item.isNew}
      isLocked={item.isLocked}
      unlockPrice={lockable ? unlockPrice(configuration, lockable) : undefined}
      hasFreeUnlock={lockable ? freeUnlocks(user, lockable) > 0 : false}
      isUnlocking={unlockingId === item.id}
      onUnlock={lockable ? () => unlock({ id: item.id, type: lockable }) : undefined}
      href={item.user ? strangerPath(item.user.id) : undefined}
    />
  );
}

function PeopleList({ kind, loadingLabel }: { kind: ListKind; loadingLabel: string }) {
  const intl = useIntl();
  const [lists, statuses, opened, more] = useUnit([$lists, $listStatus, listOpened, moreRequested]);
  const list = lists[kind];
  const status = statuses[kind];
  if (!list) {
    return status === 'failed' ? (
      <EmptyState
        framed
        title={intl.formatMessage({ id: 'people.listFailed' })}
        action={
          <Button variant="secondary" icon={<RefreshCw size={18} />} onPress={() => opened(kind)}>
            <FormattedMessage id="people.retry" />
          </Button>
        }
      />
    ) : (
      <ListSkeleton label={loadingLabel} />
    );
  }
  if (list.items.length === 0) {
    return (
      <EmptyState
        framed
        icon={<Heart size={28} />}
        title={intl.formatMessage({ id: 'people.empty.title' })}
        description={intl.formatMessage({ id: 'people.empty.text' })}
        action={
          <ButtonLink href={paths.forYou}>
            <FormattedMessage id="people.empty.action" />
          </ButtonLink>
        }
      />
    );
  }
  const now = new Date();
  return (
    <Stack space="medium">
      <Box
        role="list"
        background="surface"
        borderRadius="large"
        boxShadow="small"
        padding="small"
        display="flex"
        flexDirection="column"
        gap="xsmall"
      >
        {list.items.map((item) => (
          <Box role="listitem" key={item.id}>
            <Row item={item} now={now} />
          </Box>
        ))}
      </Box>
      {list.hasMore && (
        <Button variant="secondary" isPending={status === 'loading'} onPress={() => more(kind)}>
          <FormattedMessage id="people.more" />
        </Button>
      )}
    </Stack>
  );
}

/** The likes, visitors and matches screen; the route picks the first tab. */
export function LikesScreen({ tab }: { tab: 'likes' | 'visitors' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [lists, user, configuration, opened, left] = useUnit([
    $lists,
    $user,
    $configuration,
    listOpened,
    listsLeft,
  ]);
  const [selected, select] = useState<TabId>(tab);
  const tabLabel = (id: MessageId, count: number) => {
    const tabName = intl.formatMessage({ id });
    return count > 0
      ? intl.formatMessage({ id: 'people.tab.withNew' }, { tab: tabName, count })
      : tabName;
  };
  const selectedKind = tabs.find((entry) => entry.id === selected)?.kind ?? 'like';

  useEffect(() => {
    opened(selectedKind);
  }, [opened, selectedKind]);
  useEffect(() => left, [left]);

  return (
    <MemberFrame active="likes">
      <Stack space="large">
        <PageHeader
          title={intl.formatMessage({ id: 'people.likes.title' })}
          subtitle={intl.formatMessage(
            {
              id: user?.hasActivePremium ? 'people.likes.subtitlePremium' : 'people.likes.subtitle',
            },
            { price: unlockPrice(configuration, 'like') },
          )}
        />
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key) => {
            const next = key as TabId;
            select(next);
            const path = tabPaths[next];
            if (path) navigate(path, { replace: true });
          }}
        >
          <TabList aria-label={intl.formatMessage({ id: 'people.tabs' })}>
            {tabs.map((entry) => (
              <Tab key={entry.id} id={entry.id}>
                {tabLabel(entry.label, lists[entry.kind]?.newCount ?? 0)}
              </Tab>
            ))}
          </TabList>
          {tabs.map((entry) => (
            <TabPanel key={entry.id} id={entry.id}>
              <PeopleList
                kind={entry.kind}
                loadingLabel={intl.formatMessage({ id: entry.loading })}
              />
            </TabPanel>
          ))}
        </Tabs>
      </Stack>
    </MemberFrame>
  );
}

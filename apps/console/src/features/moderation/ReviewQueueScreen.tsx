/**
 * What both review screens share: the page's title with how many wait, tabs for the waiting,
 * approved and rejected entries, the list's loading, failed and empty states, the pages, a
 * decision's failure and the reject dialog. The screen draws the entries.
 */
import { imageVerificationStates } from '@amora/contract';
import {
  EmptyState,
  Notice,
  PageHeader,
  Pagination,
  SkeletonGroup,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { CircleCheckBig, Inbox } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { $dashboard } from '../../app/queues';
import { LoadFailed } from '../../shared/LoadFailed';
import { type Reviewable, type ReviewQueue, type ReviewState, reviewPageSize } from './model';
import { RejectDialog } from './RejectDialog';

export interface ReviewQueueScreenProps<Item extends Reviewable> {
  queue: ReviewQueue<Item>;
  /** The screen's texts: `<texts>.title`, `.state.*`, `.waiting`, `.subtitle`, `.loading`, `.empty.*`, `.rejectTitle`. */
  texts: 'pictures' | 'verifications';
  /** Entries loading: skeletons in the shape of the entries. */
  skeleton: ReactNode;
  children: (items: Item[], state: ReviewState) => ReactNode;
}

export function ReviewQueueScreen<Item extends Reviewable>({
  queue,
  texts,
  skeleton,
  children,
}: ReviewQueueScreenProps<Item>) {
  const intl = useIntl();
  const [query, items, count, waiting, loadFailure, decisionFailure, rejecting, dashboard] =
    useUnit([
      queue.$query,
      queue.$items,
      queue.$count,
      queue.$waiting,
      queue.$loadFailure,
      queue.$decisionFailure,
      queue.$rejecting,
      $dashboard,
    ]);
  const [opened, chooseState, choosePage, retry, dismissFailure] = useUnit([
    queue.opened,
    queue.stateChosen,
    queue.pageChosen,
    queue.retryPressed,
    queue.failureDismissed,
  ]);
  useEffect(() => opened(), [opened]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const waitingNow = waiting ?? dashboard?.queues[texts].count ?? null;
  const emptyId = `${texts}.empty.${query.state}`;

  const list = (() => {
    if (loadFailure && items === null) return null;
    if (items === null)
      return <SkeletonGroup label={t(`${texts}.loading`)}>{skeleton}</SkeletonGroup>;
    if (items.length === 0) {
      return (
        <EmptyState
          framed
          headingLevel={2}
          icon={query.state === 'pending' ? <CircleCheckBig /> : <Inbox />}
          title={t(emptyId)}
          description={t(
            query.state === 'pending' ? `${texts}.empty.pendingText` : `${texts}.empty.decidedText`,
          )}
        />
      );
    }
    return (
      <Stack space="large">
        {children(items, query.state)}
        <Pagination
          aria-label={t('moderation.pages')}
          page={query.page}
          pageSize={reviewPageSize}
          totalCount={count}
          onPageChange={choosePage}
        />
      </Stack>
    );
  })();

  return (
    <Stack space="large">
      <PageHeader
        title={t(`${texts}.title`)}
        subtitle={
          waitingNow === null
            ? t(`${texts}.subtitle`)
            : t(`${texts}.waiting`, { count: waitingNow })
        }
      />
      <Tabs selectedKey={query.state} onSelectionChange={(key) => chooseState(key as ReviewState)}>
        <TabList aria-label={t('moderation.states')}>
          {imageVerificationStates.map((state) => (
            <Tab key={state} id={state}>
              {t(`${texts}.state.${state}`)}
            </Tab>
          ))}
        </TabList>
        {imageVerificationStates.map((state) => (
          <TabPanel key={state} id={state}>
            <Stack space="gutter">
              {loadFailure && (
                <LoadFailed onRetry={retry}>
                  {t('moderation.loadFailed')} {t(`error.${loadFailure}`)}
                </LoadFailed>
              )}
              {decisionFailure && (decisionFailure.gone || !rejecting) && (
                <Notice
                  tone={decisionFailure.gone ? 'warning' : 'critical'}
                  onDismiss={dismissFailure}
                >
                  {decisionFailure.gone
                    ? t('moderation.gone', { name: decisionFailure.name })
                    : t('moderation.decisionFailed', {
                        name: decisionFailure.name,
                        error: t(`error.${decisionFailure.code}`),
                      })}
                </Notice>
              )}
              {list}
            </Stack>
          </TabPanel>
        ))}
      </Tabs>
      <RejectDialog queue={queue} titleId={`${texts}.rejectTitle`} />
    </Stack>
  );
}

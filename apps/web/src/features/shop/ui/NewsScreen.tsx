/** /news: the news feed (spec 02 section 4, News) with read, dismiss and read-all. */
import { Box, Button, NewsItem, NewsList, PageHeader, Spinner } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { safeRedirect } from '../../../app/paths';
import { formatRelative, readableDate } from '../../../i18n/dates';
import {
  $news,
  $readAllPending,
  allNewsRead,
  newsItemDismissed,
  newsItemRead,
  newsViewed,
} from '../model/news';

export function NewsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [feed, readAllPending, viewed, read, dismiss, readAll] = useUnit([
    $news,
    $readAllPending,
    newsViewed,
    newsItemRead,
    newsItemDismissed,
    allNewsRead,
  ]);
  useEffect(() => viewed(), [viewed]);
  const items = feed?.items ?? [];
  return (
    <MemberFrame>
      <PageHeader title={intl.formatMessage({ id: 'shop.news.title' })} />
      {feed === null ? (
        <Box display="flex" justifyContent="center" paddingY="xlarge">
          <Spinner label={intl.formatMessage({ id: 'shop.news.loading' })} />
        </Box>
      ) : (
        <NewsList
          onReadAll={readAll}
          hasUnread={(feed?.totalCount ?? 0) > 0}
          isReadAllPending={readAllPending}
          emptyText={intl.formatMessage({ id: 'shop.news.empty' })}
        >
          {items.length === 0
            ? null
            : items.map((item) => (
                <NewsItem
                  key={item.id}
                  title={item.title}
                  body={item.body}
                  action={
                    item.link && (
                      <Button
                        variant="ghost"
                        size="small"
                        onPress={() => {
                          if (!item.isRead) read(item.id);
                          navigate(safeRedirect(item.link));
                        }}
                      >
                        <FormattedMessage id="shop.news.open" />
                      </Button>
                    )
                  }
                  date={readableDate(item.createdAt)}
                  dateText={formatRelative(intl, item.createdAt)}
                  isRead={item.isRead}
                  image={item.imageHref ?? undefined}
                  titleAs="h2"
                  onMarkAsRead={() => read(item.id)}
                  onDismiss={() => dismiss(item.id)}
                />
              ))}
        </NewsList>
      )}
    </MemberFrame>
  );
}

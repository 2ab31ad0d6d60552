/** Loading placeholders of the screen stories, each shaped like the content it stands for. */
import { Box } from '../components/Box/Box';
import { Inline } from '../components/Inline/Inline';
import { Skeleton, SkeletonGroup } from '../components/Skeleton/Skeleton';
import { Stack } from '../components/Stack/Stack';
import * as styles from './skeletons.css';

const keys = (count: number) => Array.from({ length: count }, (_, index) => `row-${index}`);

export interface ListRowSkeletonsProps {
  /** What is loading, announced once ("Loading your chats"). */
  label: string;
  rows?: number;
  /** The avatar's size in px; leave out for rows without a picture (tickets). */
  avatar?: number;
  /** What sits at the end of a row: a time, a button or a status pill. */
  trailing?: 'time' | 'button' | 'badge';
  /** Lines of text under the title. */
  lines?: 1 | 2;
  /** On a raised card, as the loaded list is (likes, blocked users, tickets). */
  framed?: boolean;
}

/** Rows of a list while it loads: avatar, a title and text lines, and the row's end. */
export function ListRowSkeletons({
  label,
  rows = 5,
  avatar,
  trailing,
  lines = 1,
  framed,
}: ListRowSkeletonsProps) {
  const trailingShape = {
    time: <Skeleton width={44} height={12} />,
    button: <Skeleton shape="rect" width={88} height={36} />,
    badge: <Skeleton shape="rect" width={92} height={26} />,
  };
  const list = (
    <SkeletonGroup label={label}>
      {keys(rows).map((key, index) => (
        <div key={key} className={styles.row}>
          {avatar && <Skeleton shape="circle" width={avatar} />}
          <div className={styles.rowText}>
            <div className={styles.rowTitle}>
              <Skeleton width={`${34 + ((index * 17) % 22)}%`} height={16} />
              {trailing && trailingShape[trailing]}
            </div>
            <Skeleton width={`${58 + ((index * 23) % 30)}%`} height={12} />
            {lines === 2 && <Skeleton width="28%" height={12} />}
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
  return framed ? (
    <Box background="surface" borderRadius="large" boxShadow="small" padding="xsmall">
      {list}
    </Box>
  ) : (
    list
  );
}

/** The match game while the first profiles load: the card and its three buttons. */
export function SwipeDeckSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className={styles.deck}>
        <Skeleton shape="rect" UNSAFE_className={styles.deckCard} />
        <Inline space="large" align="center" alignY="center" noWrap>
          <Skeleton shape="circle" width={56} />
          <Skeleton shape="circle" width={44} />
          <Skeleton shape="circle" width={56} />
        </Inline>
      </div>
    </SkeletonGroup>
  );
}

/** The coin shop while its catalogue loads: payment methods, then packages. */
export function ShopSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Stack space="xlarge">
        <Stack space="small">
          <Skeleton width={180} height={14} />
          <div className={styles.tileGrid}>
            {keys(4).map((key) => (
              <Skeleton key={key} shape="rect" height={72} />
            ))}
          </div>
        </Stack>
        <Stack space="small">
          <Skeleton width={150} height={14} />
          <div className={styles.packageGrid}>
            {keys(4).map((key) => (
              <Skeleton key={key} shape="rect" height={174} />
            ))}
          </div>
        </Stack>
      </Stack>
    </SkeletonGroup>
  );
}

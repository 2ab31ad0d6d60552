/**
 * The foot of a review card: how long the entry has waited or when it was decided (and why it was
 * rejected), and the buttons that approve or reject it.
 */
import type { ConsolePicture, ConsoleVerification } from '@amora/contract';
import { Button, Inline, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { useDurations } from './durations';
import type { ReviewQueue, ReviewState } from './model';

type Entry = ConsolePicture | ConsoleVerification;

/** The word for yes of each queue's texts: `pictures.approve`, `verifications.verify`. */
const approval = { pictures: 'approve', verifications: 'verify' } as const;

interface ReviewDecisionProps<Item extends Entry> {
  entry: Item;
  state: ReviewState;
  queue: ReviewQueue<Item>;
  texts: keyof typeof approval;
}

export function ReviewDecision<Item extends Entry>({
  entry,
  state,
  queue,
  texts,
}: ReviewDecisionProps<Item>) {
  const intl = useIntl();
  const durations = useDurations();
  const [deciding, approve, reject] = useUnit([
    queue.$deciding,
    queue.approvePressed,
    queue.rejectPressed,
  ]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = entry.member.name;
  const pending = deciding.includes(entry.id);
  return (
    <>
      <Stack space="xxsmall">
        {state === 'pending' ? (
          <Text size="small" tone="secondary">
            {t('moderation.waiting', { age: durations.since(entry.createdAt) })}
          </Text>
        ) : (
          entry.decidedAt && (
            <Text size="small" tone="secondary">
              {t('moderation.decided', { when: durations.ago(entry.decidedAt) })}
            </Text>
          )
        )}
        {state === 'rejected' && entry.rejectionReason && (
          <Text size="small" tone="critical" weight="medium">
            {t('moderation.rejectedFor', { reason: t(`reason.${entry.rejectionReason}`) })}
          </Text>
        )}
      </Stack>
      <Inline space="small">
        {state !== 'verified' && (
          <Button
            size="small"
            variant={state === 'pending' ? 'primary' : 'secondary'}
            aria-label={t(`${texts}.${approval[texts]}Of`, { name })}
            isPending={pending}
            onPress={() => approve(entry)}
          >
            {t(`${texts}.${approval[texts]}`)}
          </Button>
        )}
        {state !== 'rejected' && (
          <Button
            size="small"
            variant="secondary"
            aria-label={t(`${texts}.rejectOf`, { name })}
            isDisabled={pending}
            onPress={() => reject(entry)}
          >
            {t('moderation.reject')}
          </Button>
        )}
      </Inline>
    </>
  );
}

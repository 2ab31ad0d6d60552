/**
 * Asks for the reason of a rejection before it is sent: one of the contract's reasons (the member
 * reads it) and an optional note for the audit log.
 */
import {
  consoleLimits,
  type PictureRejectionReason,
  pictureRejectionReasons,
} from '@amora/contract';
import { Button, Dialog, Notice, Radio, RadioGroup, Stack, TextField } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import type { Reviewable, ReviewQueue } from './model';

export interface RejectDialogProps<Item extends Reviewable> {
  queue: ReviewQueue<Item>;
  /** The dialog's title, with the member's `{name}`. */
  titleId: string;
}

export function RejectDialog<Item extends Reviewable>({ queue, titleId }: RejectDialogProps<Item>) {
  const intl = useIntl();
  const [item, reason, note, reasonMissing, deciding, failure] = useUnit([
    queue.$rejecting,
    queue.$reason,
    queue.$note,
    queue.$reasonMissing,
    queue.$deciding,
    queue.$decisionFailure,
  ]);
  const [chooseReason, changeNote, dismiss, confirm] = useUnit([
    queue.reasonChosen,
    queue.noteChanged,
    queue.rejectDismissed,
    queue.rejectConfirmed,
  ]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const sending = item !== null && deciding.includes(item.id);
  return (
    <Dialog
      isOpen={item !== null}
      onOpenChange={(open) => !open && !sending && dismiss()}
      title={item ? t(titleId, { name: item.member.name }) : ''}
      footer={
        <>
          <Button variant="critical" onPress={confirm} isPending={sending}>
            {t('moderation.rejectSend')}
          </Button>
          <Button variant="secondary" onPress={dismiss} isDisabled={sending}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <Stack space="gutter">
        {failure && !failure.gone && (
          <Notice>
            {t('moderation.decisionFailed', {
              name: failure.name,
              error: t(`error.${failure.code}`),
            })}
          </Notice>
        )}
        <RadioGroup
          label={t('moderation.reason')}
          description={t('moderation.reasonHint')}
          value={reason}
          onChange={(value) => chooseReason(value as PictureRejectionReason)}
          errorMessage={reasonMissing ? t('moderation.reasonMissing') : undefined}
          isDisabled={sending}
        >
          {pictureRejectionReasons.map((option) => (
            <Radio key={option} value={option}>
              {t(`reason.${option}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          label={t('moderation.note')}
          description={t('moderation.noteHint')}
          multiline
          rows={2}
          maxLength={consoleLimits.reasonMaxLength}
          value={note}
          onChange={changeNote}
          isDisabled={sending}
        />
      </Stack>
    </Dialog>
  );
}

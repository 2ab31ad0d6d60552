/** The dialog of one decision on a report; removing a picture asks the reason its owner reads. */
import { type ConsoleTicket, pictureRejectionReasons } from '@amora/contract';
import { Select } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { ActionDialog } from '../../shared/ActionDialog';
import {
  $actionDays,
  $actionFailure,
  $actionReason,
  $chosenAction,
  $pictureReason,
  $reasonMissing,
  actionCancelled,
  actionConfirmed,
  actionDaysChanged,
  actionReasonChanged,
  pictureReasonChanged,
} from './actionModel';
import { actFx } from './detailModel';

/** Actions whose reason the reported member reads. */
const toldToMember = new Set(['warn', 'suspend', 'ban']);

export function ReportActionDialog({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const [action, reason, days, pictureReason, missing, failure, pending] = useUnit([
    $chosenAction,
    $actionReason,
    $actionDays,
    $pictureReason,
    $reasonMissing,
    $actionFailure,
    actFx.pending,
  ]);
  const [cancel, confirm, changeReason, changeDays, changePictureReason] = useUnit([
    actionCancelled,
    actionConfirmed,
    actionReasonChanged,
    actionDaysChanged,
    pictureReasonChanged,
  ]);
  if (!action) return null;
  const name = ticket.reported?.name ?? '';
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { name, ...values });
  return (
    <ActionDialog
      formId={`report-action-${action}`}
      title={t(`tickets.dialog.${action}.title`)}
      effect={t(`tickets.dialog.${action}.effect`)}
      undo={action === 'ban' ? t('tickets.dialog.ban.undo') : undefined}
      confirmLabel={t(`tickets.dialog.${action}.confirm`, { days })}
      isDestructive={action === 'ban' || action === 'suspend'}
      isAlert={action === 'ban'}
      isPending={pending}
      failure={
        failure
          ? t('tickets.write.failed', { problem: intl.formatMessage({ id: `error.${failure}` }) })
          : undefined
      }
      days={
        action === 'suspend'
          ? {
              label: t('tickets.dialog.days'),
              value: days,
              onChange: changeDays,
              format: (count) => t('tickets.dialog.dayCount', { days: count }),
            }
          : undefined
      }
      reason={{
        label: t('tickets.dialog.reason'),
        description: toldToMember.has(action)
          ? t('tickets.dialog.reasonToMember')
          : t('tickets.dialog.reasonForLog'),
        value: reason,
        onChange: changeReason,
        error: missing ? t('tickets.dialog.reasonRequired') : undefined,
        autoFocus: true,
      }}
      onCancel={cancel}
      onConfirm={confirm}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
    >
      {action === 'removePicture' && (
        <Select
          label={t('tickets.dialog.pictureReason')}
          items={pictureRejectionReasons.map((id) => ({
            id,
            label: intl.formatMessage({ id: `reason.${id}` }),
          }))}
          value={pictureReason}
          onChange={(value) => changePictureReason(value as typeof pictureReason)}
          isDisabled={pending}
        />
      )}
    </ActionDialog>
  );
}

/**
 * The dialogs over a stranger's profile and the chat with them: the block confirmation, the report
 * form (the server opens a support ticket with it), and an opened picture with its like (2 coins)
 * and comment (10 coins).
 */
import {
  BlockPayload,
  blockReasons,
  MessageText,
  prices,
  type StrangerImage,
} from '@amora/contract';
import {
  Button,
  Dialog,
  Inline,
  PhotoGallery,
  PriceTag,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Ban, Flag, Heart, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { useErrorText } from '../../i18n/errorText';
import { $configuration } from '../../session/model';
import {
  $blocking,
  $reacting,
  blockConfirmed,
  pictureClosed,
  pictureCommented,
  pictureLiked,
  reportSubmitted,
} from './strangerModel';

interface OverlayProps {
  /** The member to block or report, and their name. */
  memberId: string;
  name: string;
  isOpen: boolean;
  onClose: () => void;
}

export function BlockDialog({ memberId, name, isOpen, onClose }: OverlayProps) {
  const intl = useIntl();
  const [blocking, confirm] = useUnit([$blocking, blockConfirmed]);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      title={intl.formatMessage({ id: 'people.blockTitle' }, { name })}
      footer={
        <>
          <Button
            variant="critical"
            fullWidth
            icon={<Ban size={18} />}
            isPending={blocking}
            onPress={() => confirm(memberId)}
          >
            <FormattedMessage id="people.blockConfirm" />
          </Button>
          <Button variant="ghost" fullWidth onPress={onClose}>
            <FormattedMessage id="people.cancel" />
          </Button>
        </>
      }
    >
      <Text>
        <FormattedMessage id="people.blockText" values={{ name }} />
      </Text>
    </Dialog>
  );
}

const ReportForm = v.pick(BlockPayload, ['reason', 'message']);
type ReportForm = v.InferOutput<typeof ReportForm>;

interface ReportProps extends OverlayProps {
  /** The picture or the chat the report was made from; support sees which. */
  imageId?: string;
  dialogId?: string;
}

export function ReportDialog({ memberId, name, isOpen, onClose, imageId, dialogId }: ReportProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [blocking, submit] = useUnit([$blocking, reportSubmitted]);
  const { control, handleSubmit } = useForm<v.InferInput<typeof ReportForm>, unknown, ReportForm>({
    // A report of a picture is most often about what it shows.
    defaultValues: { reason: imageId ? 'inappropriateContent' : 'fakeProfile', message: '' },
    resolver: valibotResolver(ReportForm),
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'people.reportTitle' }, { name })}
      footer={
        <Button
          fullWidth
          icon={<Flag size={18} />}
          isPending={blocking}
          onPress={() =>
            handleSubmit((report) => submit({ memberId, imageId, dialogId, ...report }))()
          }
        >
          <FormattedMessage id="people.reportSend" />
        </Button>
      }
    >
      <Stack space="gutter">
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              label={intl.formatMessage({ id: 'people.reportReason' })}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              {blockReasons.map((reason) => (
                <Radio key={reason} value={reason}>
                  <FormattedMessage id={`people.reason.${reason}`} />
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
        <Controller
          control={control}
          name="message"
          render={({ field, fieldState }) => (
            <TextField
              label={intl.formatMessage({ id: 'people.reportMessage' })}
              multiline
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Text tone="muted">
          <FormattedMessage id="people.reportNote" values={{ name }} />
        </Text>
      </Stack>
    </Dialog>
  );
}

const CommentForm = v.object({ message: MessageText });
type CommentForm = v.InferOutput<typeof CommentForm>;

/**
 * A picture of a member shown by itself, to like or comment; both reach the member in the chat.
 * Opened from their profile and from the chat with them.
 */
export function PictureDialog({
  memberId,
  name,
  picture,
}: {
  memberId: string;
  name: string;
  picture: StrangerImage | null;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [configuration, reacting, close, like, comment] = useUnit([
    $configuration,
    $reacting,
    pictureClosed,
    pictureLiked,
    pictureCommented,
  ]);
  const { control, handleSubmit, reset } = useForm<CommentForm>({
    defaultValues: { message: '' },
    resolver: valibotResolver(CommentForm),
  });
  const [reporting, setReporting] = useState(false);
  const table = configuration?.prices ?? prices;
  const src = picture?.href ?? picture?.thumbnailHref ?? '';
  return (
    <>
      <Dialog
        isOpen={picture !== null}
        onOpenChange={(open) => {
          if (open) return;
          reset();
          close();
        }}
        title={intl.formatMessage({ id: 'people.picture.title' }, { name })}
      >
        {picture && (
          <Stack space="gutter">
            <PhotoGallery name={name} pictures={[{ id: picture.id, src }]} />
            <Button
              variant="secondary"
              fullWidth
              icon={<Heart size={18} />}
              isPending={reacting}
              onPress={() => like({ memberId, imageId: picture.id })}
            >
              <Inline space="xsmall" alignY="center">
                <FormattedMessage id="people.picture.like" />
                <PriceTag amount={table.imageLike} size="small" tone="inherit" />
              </Inline>
            </Button>
            <Controller
              control={control}
              name="message"
              render={({ field, fieldState }) => (
                <TextField
                  label={intl.formatMessage({ id: 'people.picture.comment' })}
                  multiline
                  rows={2}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Button
              fullWidth
              icon={<MessageSquare size={18} />}
              isPending={reacting}
              onPress={() =>
                handleSubmit(({ message }) => comment({ memberId, imageId: picture.id, message }))()
              }
            >
              <Inline space="xsmall" alignY="center">
                <FormattedMessage id="people.picture.send" />
                <PriceTag amount={table.imageComment} size="small" tone="inherit" />
              </Inline>
            </Button>
            <Button
              variant="ghost"
              fullWidth
              icon={<Flag size={18} />}
              onPress={() => setReporting(true)}
            >
              <FormattedMessage id="people.picture.report" />
            </Button>
          </Stack>
        )}
      </Dialog>
      {picture && (
        <ReportDialog
          memberId={memberId}
          name={name}
          imageId={picture.id}
          isOpen={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </>
  );
}

/**
 * One own picture's settings (story Screens/Member/OwnProfile, EditPicture): its review state
 * (with the reason of a rejection), private with a price, a new crop, profile picture, delete.
 * The rules of spec 02 section 5 show as disabled actions with their reason; the server enforces
 * them too.
 */
import type { UserImage } from '@amora/contract';
import { Box, Button, type CropArea, Dialog, ImageCropper, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { priceWithin, usePriceRange } from './imagePrice';
import {
  $pictureProblem,
  $pictureSaves,
  $pictureSaving,
  pictureChanged,
  pictureDeleted,
  pictureEditClosed,
} from './model';
import { PrivacyFields } from './PrivacyFields';
import { useProblemText } from './problemText';

export interface PictureSettingsDialogProps {
  picture: UserImage;
  pictureCount: number;
  onClose: () => void;
}

export function PictureSettingsDialog({
  picture,
  pictureCount,
  onClose,
}: PictureSettingsDialogProps) {
  const intl = useIntl();
  const problemText = useProblemText('profile');
  const range = usePriceRange();
  const [isSaving, problem, saves, change, remove, closed] = useUnit([
    $pictureSaving,
    $pictureProblem,
    $pictureSaves,
    pictureChanged,
    pictureDeleted,
    pictureEditClosed,
  ]);
  const [isPrivate, setPrivate] = useState(picture.isPrivate);
  const [price, setPrice] = useState(picture.price === null ? '' : String(picture.price));
  const [checked, setChecked] = useState(false);
  const [area, setArea] = useState<CropArea | null>(null);
  const [isCropping, setCropping] = useState(false);
  const savesAtOpen = useRef(saves);
  useEffect(() => {
    if (saves !== savesAtOpen.current) onClose();
  }, [saves, onClose]);
  useEffect(() => closed, [closed]);

  const validPrice = priceWithin(price, range);
  const isPriceInvalid = checked && isPrivate && validPrice === undefined;
  const save = () => {
    setChecked(true);
    if (isPrivate && validPrice === undefined) return;
    change({
      id: picture.id,
      patch: {
        isPrivate,
        ...(isPrivate && { price: validPrice }),
        ...(isCropping && area && { crop: area }),
      },
    });
  };
  // Why the picture cannot be deleted, if it cannot.
  const deleteRule = picture.isProfileImage
    ? 'profile.error.PROFILE_PICTURE_DELETE'
    : pictureCount <= 1
      ? 'profile.error.LAST_PICTURE_DELETE'
      : null;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'profile.picture.title' })}
      footer={
        <>
          <Button fullWidth onPress={save} isPending={isSaving}>
            <FormattedMessage id="profile.save" />
          </Button>
          {!picture.isProfileImage && (
            <Button
              variant="outline"
              fullWidth
              isDisabled={picture.isPrivate || isSaving}
              onPress={() => change({ id: picture.id, patch: { isProfileImage: true } })}
            >
              <FormattedMessage id="profile.picture.makeProfile" />
            </Button>
          )}
          <Button
            variant="ghost"
            fullWidth
            isDisabled={deleteRule !== null || isSaving}
            onPress={() => remove({ id: picture.id })}
          >
            <FormattedMessage id="profile.picture.delete" />
          </Button>
        </>
      }
    >
      <Stack space="gutter">
        <Text tone={picture.verificationState === 'rejected' ? 'critical' : 'muted'}>
          {picture.verificationState === 'rejected' && picture.rejectionReason ? (
            <FormattedMessage
              id="profile.picture.state.rejectedBecause"
              values={{
                reason: intl.formatMessage({
                  id: `profile.rejectionReason.${picture.rejectionReason}`,
                }),
              }}
            />
          ) : (
            <FormattedMessage id={`profile.picture.state.${picture.verificationState}`} />
          )}
        </Text>
        {isCropping ? (
          <ImageCropper
            src={picture.href}
            shape="square"
            onChange={setArea}
            alt={intl.formatMessage({ id: 'profile.upload.chosen' })}
          />
        ) : (
          <Button variant="outline" onPress={() => setCropping(true)}>
            <FormattedMessage id="profile.picture.crop" />
          </Button>
        )}
        <PrivacyFields
          isPrivate={isPrivate}
          onPrivateChange={setPrivate}
          price={price}
          onPriceChange={setPrice}
          range={range}
          isPriceInvalid={isPriceInvalid}
          isDisabled={picture.isProfileImage}
        />
        {picture.isPrivate && !picture.isProfileImage && (
          <Text size="small" tone="muted">
            <FormattedMessage id="profile.error.PRIVATE_PICTURE_AS_PROFILE" />
          </Text>
        )}
        {deleteRule && (
          <Text size="small" tone="muted">
            <FormattedMessage id={deleteRule} />
          </Text>
        )}
        {problem && (
          <Box role="alert">
            <Text tone="critical">{problemText(problem)}</Text>
          </Box>
        )}
      </Stack>
    </Dialog>
  );
}

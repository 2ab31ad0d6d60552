/**
 * Adding a picture: choose it (never a video), crop it to a square, make it private with a price
 * or the profile picture, then upload it with a progress bar (spec 02 section 5).
 */
import { Box, Button, Dialog, ProgressBar, Stack, Switch, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PictureCropField, useChosenPicture } from './ChosenPicture';
import { priceWithin, usePriceRange } from './imagePrice';
import {
  $uploading,
  $uploadProblem,
  $uploadProgress,
  $uploads,
  pictureUploadStarted,
} from './model';
import { PrivacyFields } from './PrivacyFields';
import { useProblemText } from './problemText';

export interface PictureUploadDialogProps {
  /** The first picture becomes the profile picture whatever is chosen. */
  isFirstPicture: boolean;
  onClose: () => void;
}

export function PictureUploadDialog({ isFirstPicture, onClose }: PictureUploadDialogProps) {
  const intl = useIntl();
  const problemText = useProblemText('profile');
  const range = usePriceRange();
  const [isUploading, progress, problem, uploads, upload] = useUnit([
    $uploading,
    $uploadProgress,
    $uploadProblem,
    $uploads,
    pictureUploadStarted,
  ]);
  const picture = useChosenPicture();
  const [isPrivate, setPrivate] = useState(false);
  const [asProfilePicture, setAsProfilePicture] = useState(isFirstPicture);
  const [price, setPrice] = useState('');
  const [checked, setChecked] = useState(false);
  const [isCropping, setCropping] = useState(false);

  const uploadsAtOpen = useRef(uploads);
  useEffect(() => {
    if (uploads !== uploadsAtOpen.current) onClose();
  }, [uploads, onClose]);

  const validPrice = priceWithin(price, range);
  const isPriceInvalid = checked && isPrivate && validPrice === undefined;
  const send = async () => {
    setChecked(true);
    if (!picture.area || (isPrivate && validPrice === undefined)) return;
    setCropping(true);
    try {
      const image = await picture.crop();
      if (!image) return;
      upload({
        image,
        isPrivate,
        price: isPrivate ? validPrice : undefined,
        isProfileImage: !isPrivate && asProfilePicture,
      });
    } finally {
      setCropping(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && !isUploading && onClose()}
      title={intl.formatMessage({ id: 'profile.upload.title' })}
      footer={
        picture.source ? (
          <Button fullWidth onPress={send} isPending={isCropping || isUploading}>
            <FormattedMessage id="profile.upload.send" />
          </Button>
        ) : undefined
      }
    >
      <Stack space="gutter">
        <PictureCropField picture={picture} isDisabled={isUploading} />
        {picture.source && (
          <>
            <PrivacyFields
              isPrivate={isPrivate}
              onPrivateChange={setPrivate}
              price={price}
              onPriceChange={setPrice}
              range={range}
              isPriceInvalid={isPriceInvalid}
              isDisabled={isFirstPicture}
            />
            {!isFirstPicture && !isPrivate && (
              <Switch isSelected={asProfilePicture} onChange={setAsProfilePicture}>
                {intl.formatMessage({ id: 'profile.picture.makeProfile' })}
              </Switch>
            )}
          </>
        )}
        {isUploading && (
          <ProgressBar
            label={intl.formatMessage({ id: 'profile.upload.progress' })}
            value={Math.round(progress * 100)}
          />
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

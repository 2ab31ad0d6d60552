/**
 * Choosing a picture and cropping it to a square, as the picture upload and the completion of the
 * registration both do: the chosen file (never a video) is shown through an object URL, released
 * when another is chosen or the owner goes; the crop is cut out on a canvas when it is sent. A
 * file the browser cannot open (HEIC outside Safari) or may not read is explained instead.
 */
import {
  Box,
  type CropArea,
  cropImage,
  ImageCropper,
  type imageCropperShapes,
  PictureChooser,
  Text,
} from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkPicture, PictureNotUsable, type PictureProblem } from '../../shared/picture';

export interface ChosenPicture {
  /** The chosen file's object URL; null until one is chosen. */
  source: string | null;
  /** Why the last chosen file cannot be used (a HEIC this browser cannot open, access refused). */
  problem: PictureProblem | null;
  /** The crop in source pixels, once the picture has loaded. */
  area: CropArea | null;
  choose: (file: File) => void;
  setArea: (area: CropArea) => void;
  /** The cropped picture as a JPEG data URL; null while there is nothing to crop. */
  crop: () => Promise<string | null>;
}

export function useChosenPicture(): ChosenPicture {
  const [source, setSource] = useState<string | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  const choose = useCallback(async (file: File) => {
    // The cropper draws the picture with the browser's decoder: one it cannot open is explained
    // here, before the member crops nothing or the server refuses it.
    try {
      await checkPicture(file);
    } catch (error) {
      setProblem(error instanceof PictureNotUsable ? error.problem : 'unreadable');
      return;
    }
    setProblem(null);
    setArea(null);
    setSource(URL.createObjectURL(file));
  }, []);
  const crop = useCallback(
    async () => (source && area ? cropImage(source, area) : null),
    [source, area],
  );
  return { source, problem, area, choose, setArea, crop };
}

export interface PictureCropFieldProps {
  picture: ChosenPicture;
  /** How the crop frame looks: a circle for the profile picture. */
  shape?: (typeof imageCropperShapes)[number];
  isDisabled?: boolean;
}

/** The cropper of the chosen picture (or the hint before one is chosen), then the chooser. */
export function PictureCropField({ picture, shape = 'square', isDisabled }: PictureCropFieldProps) {
  const intl = useIntl();
  const { source, problem, area, choose, setArea } = picture;
  return (
    <>
      {source ? (
        <ImageCropper
          src={source}
          shape={shape}
          // Coming back to the step keeps the crop made before.
          defaultCrop={area}
          onChange={setArea}
          alt={intl.formatMessage({ id: 'profile.upload.chosen' })}
        />
      ) : (
        <Text tone="muted">
          <FormattedMessage id="profile.upload.hint" />
        </Text>
      )}
      <PictureChooser
        fullWidth
        variant={source ? 'ghost' : 'primary'}
        isDisabled={isDisabled}
        onChoose={choose}
      >
        <FormattedMessage id={source ? 'profile.upload.other' : 'profile.upload.choose'} />
      </PictureChooser>
      {problem && (
        <Box role="alert">
          {/* The chat's texts for the same reasons: one wording wherever a picture is chosen. */}
          <Text tone="critical">
            <FormattedMessage id={`messages.picture.${problem}`} />
          </Text>
        </Box>
      )}
    </>
  );
}

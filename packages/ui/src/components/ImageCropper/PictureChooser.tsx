import { clsx } from 'clsx';
import { AlertCircle, ImagePlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FileTrigger, Pressable } from 'react-aria-components';
import { type UiText, useUiText } from '../../i18n/texts';
import { Button, type ButtonProps } from '../Button/Button';
import { fieldStyles } from '../private/Field/Field';
import * as styles from './ImageCropper.css';
import { texts } from './texts';

/** Why a chosen file cannot be a picture, or nothing when it can. */
export function pictureFileProblem(file: Pick<File, 'type'>): 'video' | 'notAPicture' | undefined {
  if (file.type.startsWith('video/')) return 'video';
  if (!file.type.startsWith('image/')) return 'notAPicture';
  return undefined;
}

const problemTexts: Record<NonNullable<ReturnType<typeof pictureFileProblem>>, UiText> = {
  video: texts.videoRefused,
  notAPicture: texts.notAPicture,
};

export interface PictureChooserProps {
  /** A picture was chosen (never a video). */
  onChoose: (file: File) => void;
  /** The button's text; "Choose a picture" by default. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  isDisabled?: boolean;
  /** Use the camera on phones ("user" for the front camera). */
  defaultCamera?: 'user' | 'environment';
}

/**
 * Opens the system's file chooser for one picture. Videos are refused with "Videos are not
 * allowed!" (and other files with their own message), shown under the button and announced.
 *
 * - **Keyboard:** Tab focuses the button; Enter or Space opens the system's file chooser.
 * - **Screen reader:** A button named by its label; a refused file's message is an alert, read at
 *   once.
 * - **Do:** Hand the accepted file to `ImageCropper`.
 * - **Don't:** Accept files by extension in the app as well: `pictureFileProblem` is the one rule.
 */
export function PictureChooser({
  onChoose,
  children,
  variant = 'outline',
  size,
  fullWidth,
  isDisabled,
  defaultCamera,
}: PictureChooserProps) {
  const t = useUiText();
  const [problem, setProblem] = useState<UiText | null>(null);
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const found = pictureFileProblem(file);
    setProblem(found ? problemTexts[found] : null);
    if (!found) onChoose(file);
  };
  return (
    <div className={styles.chooser}>
      <FileTrigger acceptedFileTypes={['image/*']} defaultCamera={defaultCamera} onSelect={choose}>
        {/* The native Button does not listen for the trigger's press responder; Pressable does. */}
        <Pressable>
          <Button
            variant={variant}
            size={size}
            fullWidth={fullWidth}
            isDisabled={isDisabled}
            icon={<ImagePlus size={20} aria-hidden />}
          >
            {children ?? t(texts.choose)}
          </Button>
        </Pressable>
      </FileTrigger>
      {problem && (
        <p role="alert" className={clsx(fieldStyles.fieldError, styles.chooserError)}>
          <AlertCircle size={14} aria-hidden />
          {t(problem)}
        </p>
      )}
    </div>
  );
}

/**
 * The pictures' review queue (/pictures): members' new pictures as cards large enough to judge,
 * the longest waiting first, each with its member and its marks (profile picture, private), to
 * approve in one press or reject with a reason. A picture opens large in a dialog.
 */
import type { ConsolePicture } from '@amora/contract';
import { Badge, Card, Dialog, Inline, PhotoGallery, Skeleton, Stack } from '@amora/ui';
import { Lock, Star } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { singlePicture, tileGrid } from '../../app/layout.css';
import { MemberSummary } from './MemberSummary';
import { picturesQueue, type ReviewState } from './model';
import { ReviewDecision } from './ReviewDecision';
import { ReviewQueueScreen } from './ReviewQueueScreen';

const skeletonCards = 8;

export function Pictures() {
  const [zoomed, setZoomed] = useState<ConsolePicture | null>(null);
  return (
    <>
      <ReviewQueueScreen<ConsolePicture>
        queue={picturesQueue}
        texts="pictures"
        skeleton={
          <div className={tileGrid}>
            {Array.from({ length: skeletonCards }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Card key={index} padding="medium">
                <Stack space="medium">
                  <Skeleton shape="rect" height={280} />
                  <Skeleton width="60%" />
                  <Skeleton width="40%" />
                </Stack>
              </Card>
            ))}
          </div>
        }
      >
        {(pictures, state) => (
          <div className={tileGrid}>
            {pictures.map((picture) => (
              <PictureCard
                key={picture.id}
                picture={picture}
                state={state}
                onZoom={() => setZoomed(picture)}
              />
            ))}
          </div>
        )}
      </ReviewQueueScreen>
      <PictureZoom picture={zoomed} onClose={() => setZoomed(null)} />
    </>
  );
}

interface PictureCardProps {
  picture: ConsolePicture;
  state: ReviewState;
  onZoom: () => void;
}

function PictureCard({ picture, state, onZoom }: PictureCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card padding="medium">
      <Stack space="medium">
        <PhotoGallery
          name={picture.member.name}
          pictures={[{ id: picture.id, src: picture.href }]}
          onPress={onZoom}
          UNSAFE_className={singlePicture}
        />
        <MemberSummary member={picture.member} />
        <Inline space="xsmall">
          {picture.isProfileImage && (
            <Badge tone="brandSoft" size="small" icon={<Star size={12} aria-hidden />}>
              {t('pictures.profilePicture')}
            </Badge>
          )}
          {picture.isPrivate ? (
            <Badge tone="warning" size="small" icon={<Lock size={12} aria-hidden />}>
              {t('pictures.private')}
            </Badge>
          ) : (
            <Badge tone="neutral" size="small">
              {t('pictures.public')}
            </Badge>
          )}
        </Inline>
        <ReviewDecision entry={picture} state={state} queue={picturesQueue} texts="pictures" />
      </Stack>
    </Card>
  );
}

/** The picture as large as the dialog allows, to look at details. */
function PictureZoom({
  picture,
  onClose,
}: {
  picture: ConsolePicture | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={picture !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        picture
          ? intl.formatMessage({ id: 'pictures.pictureOf' }, { name: picture.member.name })
          : ''
      }
    >
      {picture && (
        <PhotoGallery
          name={picture.member.name}
          pictures={[{ id: picture.id, src: picture.href }]}
          UNSAFE_className={singlePicture}
        />
      )}
    </Dialog>
  );
}

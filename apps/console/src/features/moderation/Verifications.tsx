/**
 * The verifications' queue (/verifications): each member who asks for the verified badge, with
 * the selfie beside the profile's public pictures, to verify in one press or reject with a
 * reason. The selfie and a picture open side by side in a dialog.
 */
import type { ConsoleVerification } from '@amora/contract';
import { Card, Dialog, PhotoGallery, Skeleton, Stack, Text } from '@amora/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { singlePicture, verificationGrid } from '../../app/layout.css';
import { MemberSummary } from './MemberSummary';
import { type ReviewState, verificationsQueue } from './model';
import { ReviewDecision } from './ReviewDecision';
import { ReviewQueueScreen } from './ReviewQueueScreen';

const skeletonCards = 3;

interface Comparison {
  verification: ConsoleVerification;
  /** The profile's picture to hold beside the selfie. */
  pictureHref: string | null;
}

export function Verifications() {
  const [compared, setCompared] = useState<Comparison | null>(null);
  return (
    <>
      <ReviewQueueScreen<ConsoleVerification>
        queue={verificationsQueue}
        texts="verifications"
        skeleton={
          <Stack space="gutter">
            {Array.from({ length: skeletonCards }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Card key={index} padding="medium">
                <div className={verificationGrid}>
                  <Stack space="small">
                    <Skeleton width="60%" />
                    <Skeleton width="40%" />
                  </Stack>
                  <Skeleton shape="rect" height={240} />
                  <Skeleton shape="rect" height={200} />
                </div>
              </Card>
            ))}
          </Stack>
        }
      >
        {(verifications, state) => (
          <Stack space="gutter">
            {verifications.map((verification) => (
              <VerificationCard
                key={verification.id}
                verification={verification}
                state={state}
                onCompare={(pictureHref) => setCompared({ verification, pictureHref })}
              />
            ))}
          </Stack>
        )}
      </ReviewQueueScreen>
      <CompareDialog comparison={compared} onClose={() => setCompared(null)} />
    </>
  );
}

interface VerificationCardProps {
  verification: ConsoleVerification;
  state: ReviewState;
  onCompare: (pictureHref: string | null) => void;
}

function VerificationCard({ verification, state, onCompare }: VerificationCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { member, selfieHref, pictureHrefs } = verification;
  return (
    <Card padding="medium">
      <div className={verificationGrid}>
        <Stack space="gutter">
          <MemberSummary member={member} />
          <ReviewDecision
            entry={verification}
            state={state}
            queue={verificationsQueue}
            texts="verifications"
          />
        </Stack>
        <Stack space="small">
          <Text size="small" weight="medium">
            {t('verifications.selfie')}
          </Text>
          {selfieHref ? (
            <PhotoGallery
              name={t('verifications.selfieOf', { name: member.name })}
              pictures={[{ id: 'selfie', src: selfieHref }]}
              onPress={() => onCompare(pictureHrefs[0] ?? null)}
              UNSAFE_className={singlePicture}
            />
          ) : (
            <Text size="small" tone="critical">
              {t('verifications.noSelfie')}
            </Text>
          )}
        </Stack>
        <Stack space="small">
          <Text size="small" weight="medium">
            {t('verifications.pictures')}
          </Text>
          <PhotoGallery
            name={member.name}
            pictures={pictureHrefs.map((href) => ({ id: href, src: href }))}
            onPress={(href) => onCompare(href)}
            emptyText={t('verifications.noPictures')}
          />
        </Stack>
      </div>
    </Card>
  );
}

/** The selfie beside one of the profile's pictures, as large as the dialog allows. */
function CompareDialog({
  comparison,
  onClose,
}: {
  comparison: Comparison | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const name = comparison?.verification.member.name ?? '';
  const pictures = comparison
    ? [comparison.verification.selfieHref, comparison.pictureHref]
        .filter((href): href is string => href !== null)
        .map((href) => ({ id: href, src: href }))
    : [];
  return (
    <Dialog
      isOpen={comparison !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'verifications.compare' }, { name })}
    >
      <PhotoGallery name={name} pictures={pictures} />
    </Dialog>
  );
}

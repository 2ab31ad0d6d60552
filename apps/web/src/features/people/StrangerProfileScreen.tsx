/**
 * /stranger-profile/{id} (spec 02 section 2): another member's profile. Opening it records a
 * visit; like, kiss (a kiss message sent through the chat hub) or write, block or report from the menu, unlock private pictures, and open a
 * picture to like or comment it.
 */
import { formatDistance } from '@amora/contract';
import {
  ActionMenu,
  ButtonLink,
  EmptyState,
  MatchDialog,
  MenuItem,
  PhotoGallery,
  ProfileHeader,
  Spinner,
  Stack,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Ban, Flag, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MemberFrame } from '../../app/MemberFrame';
import { chatWithPath, paths } from '../../app/paths';
import { $user } from '../../session/model';
import { $kissing, kissRequested } from '../messages/actions';
import { ProfileDetails } from './ProfileDetails';
import { BlockDialog, PictureDialog, ReportDialog } from './StrangerDialogs';
import {
  $liking,
  $match,
  $openPictureId,
  $stranger,
  $strangerStatus,
  $unlockingPictureId,
  likePressed,
  matchDialogClosed,
  pictureOpened,
  pictureUnlockPressed,
  strangerLeft,
  strangerOpened,
} from './strangerModel';

type Overlay = 'block' | 'report' | null;

function Unavailable() {
  const intl = useIntl();
  return (
    <EmptyState
      framed
      icon={<UserX size={28} />}
      title={intl.formatMessage({ id: 'people.unavailable.title' })}
      description={intl.formatMessage({ id: 'people.unavailable.text' })}
      action={
        <ButtonLink href={paths.home}>
          <FormattedMessage id="people.unavailable.back" />
        </ButtonLink>
      }
    />
  );
}

export function StrangerProfileScreen() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [
    profile,
    status,
    user,
    liking,
    match,
    openPictureId,
    unlockingId,
    opened,
    left,
    like,
    closeMatch,
    showPicture,
    unlockPicture,
  ] = useUnit([
    $stranger,
    $strangerStatus,
    $user,
    $liking,
    $match,
    $openPictureId,
    $unlockingPictureId,
    strangerOpened,
    strangerLeft,
    likePressed,
    matchDialogClosed,
    pictureOpened,
    pictureUnlockPressed,
  ]);
  const [kissing, kiss] = useUnit([$kissing, kissRequested]);

  useEffect(() => {
    opened(id);
    return () => left();
  }, [id, opened, left]);

  // Blocked or reported: back to where the member came from (the list no longer holds them).
  useEffect(() => {
    if (status !== 'blocked') return;
    if (location.key === 'default') navigate(paths.home, { replace: true });
    else navigate(-1);
  }, [status, location.key, navigate]);

  if (status === 'unavailable' || !profile) {
    return (
      <MemberFrame active="nearby">
        {status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'page.strangerProfile' })} />
        ) : (
          <Unavailable />
        )}
      </MemberFrame>
    );
  }

  const images = profile.images.items;
  const shownPicture = images.find((image) => image.id === openPictureId) ?? null;
  const write = () => navigate(chatWithPath(profile.id, profile.dialogId));
  return (
    <MemberFrame active="nearby">
      <Stack space="xlarge">
        <ProfileHeader
          name={profile.name}
          age={profile.age}
          city={profile.city}
          distance={
            profile.distanceKm === null
              ? undefined
              : formatDistance(profile.distanceKm, intl.locale)
          }
          photo={profile.image}
          isOnline={profile.isOnline}
          isVerified={profile.verified}
          isPremium={profile.hasActivePremium}
          mood={
            profile.mood ? intl.formatMessage({ id: `profile.mood.${profile.mood}` }) : undefined
          }
          nameAs="h1"
          isLiked={profile.isLiked}
          pendingAction={liking ? 'like' : kissing ? 'kiss' : undefined}
          onLike={like}
          onKiss={() => kiss({ recipientId: profile.id, dialogId: profile.dialogId })}
          onMessage={write}
          moreMenu={
            <ActionMenu onAction={(key) => setOverlay(key === 'block' ? 'block' : 'report')}>
              <MenuItem id="block" icon={<Ban size={18} />} isDestructive>
                {intl.formatMessage({ id: 'people.block' }, { name: profile.name })}
              </MenuItem>
              <MenuItem id="report" icon={<Flag size={18} />}>
                {intl.formatMessage({ id: 'people.report' }, { name: profile.name })}
              </MenuItem>
            </ActionMenu>
          }
        />
        <PhotoGallery
          name={profile.name}
          pictures={images.map((image) => ({
            id: image.id,
            src: image.href ?? image.thumbnailHref,
            isPrivate: image.isPrivate,
            price: image.price ?? undefined,
            isUnlocked: image.isUnlocked,
          }))}
          onPress={showPicture}
          onUnlock={(imageId) => {
            const image = images.find((candidate) => candidate.id === imageId);
            if (image) unlockPicture(image);
          }}
          unlockingId={unlockingId ?? undefined}
          emptyText={intl.formatMessage({ id: 'people.picturesEmpty' })}
        />
        <ProfileDetails
          name={profile.name}
          details={profile}
          ownInterests={user?.interests ?? []}
        />
      </Stack>
      <BlockDialog
        memberId={profile.id}
        name={profile.name}
        isOpen={overlay === 'block'}
        onClose={() => setOverlay(null)}
      />
      <ReportDialog
        memberId={profile.id}
        name={profile.name}
        isOpen={overlay === 'report'}
        onClose={() => setOverlay(null)}
      />
      <PictureDialog
        key={openPictureId ?? 'none'}
        memberId={profile.id}
        name={profile.name}
        picture={shownPicture}
      />
      {match && (
        <MatchDialog
          isOpen
          member={{ name: user?.name ?? '', image: user?.profileImage }}
          partner={{ name: match.name, image: match.image }}
          onOpenChange={(open) => !open && closeMatch()}
          onKeepSwiping={closeMatch}
          onSendMessage={() => {
            closeMatch();
            write();
          }}
        />
      )}
    </MemberFrame>
  );
}

/** One message of the contract as the library's ChatBubble: its kind, delivery mark and media. */
import type { Message } from '@amora/contract';
import { Button, ChatBubble, type ChatMessageType } from '@amora/ui';
import { Eye, Flag } from 'lucide-react';
import { useIntl } from 'react-intl';

export interface MessageBubbleProps {
  message: Message;
  memberId: string | undefined;
  partnerName: string;
  partnerImage: string | null;
  isFirstInGroup: boolean;
  /** A stranger's picture held back: blurred, with "Show picture" over it. */
  isBlurred?: boolean;
  /** Shows the blurred picture. */
  onShow?: () => void;
  /** Opens the chat's report of the partner, offered beside a blurred picture. */
  onReport?: () => void;
}

/** The bubble's kind: a text's comment type (kiss, picture comment or like) wins over 'message'. */
const bubbleType = (message: Message): ChatMessageType => {
  if (message.commentType) return message.commentType;
  if (message.type === 'videoMessage' || message.type === 'voiceMessage') return 'message';
  return message.type;
};

export function MessageBubble({
  message,
  memberId,
  partnerName,
  partnerImage,
  isFirstInGroup,
  isBlurred = false,
  onShow,
  onReport,
}: MessageBubbleProps) {
  const intl = useIntl();
  const isOwn = message.senderId === memberId;
  const type = bubbleType(message);
  const isPictureReaction = type === 'pictureComment' || type === 'pictureLike';
  return (
    <ChatBubble
      type={type}
      isOwn={isOwn}
      text={message.text || undefined}
      sentAt={new Date(message.createdAt)}
      status={isOwn ? (message.isRead ? 'read' : 'sent') : undefined}
      partnerName={partnerName}
      partnerImage={partnerImage}
      isFirstInGroup={isFirstInGroup}
      giftName={message.present?.name}
      giftImage={message.present?.imageHref}
      imageSrc={!isPictureReaction ? message.image?.href : undefined}
      pictureSrc={isPictureReaction ? message.image?.thumbnailHref : undefined}
      isBlurred={isBlurred}
      blurCover={
        <>
          <Button size="small" icon={<Eye size={16} aria-hidden />} onPress={onShow}>
            {intl.formatMessage({ id: 'messages.picture.show' })}
          </Button>
          {onReport && (
            <Button
              size="small"
              variant="secondary"
              icon={<Flag size={16} aria-hidden />}
              onPress={onReport}
            >
              {intl.formatMessage({ id: 'people.report' }, { name: partnerName })}
            </Button>
          )}
        </>
      }
    />
  );
}

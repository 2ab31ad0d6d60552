/** One message of the contract as the library's ChatBubble: its kind, delivery mark and media. */
import type { Message } from '@amora/contract';
import { ChatBubble, type ChatMessageType } from '@amora/ui';

export interface MessageBubbleProps {
  message: Message;
  memberId: string | undefined;
  partnerName: string;
  partnerImage: string | null;
  isFirstInGroup: boolean;
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
}: MessageBubbleProps) {
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
    />
  );
}

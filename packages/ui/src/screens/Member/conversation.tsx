/** The messages area of the member screen stories: Lena's chat and the dialog list around it. */
import { Ban, Flag, Trash2 } from 'lucide-react';
import { fn } from 'storybook/test';
import { ChatBubble } from '../../components/ChatBubble/ChatBubble';
import { ChatComposer } from '../../components/ChatComposer/ChatComposer';
import { ChatHeader } from '../../components/ChatHeader/ChatHeader';
import { ChatLayout } from '../../components/ChatLayout/ChatLayout';
import {
  ConnectionBanner,
  type ConnectionState,
} from '../../components/ConnectionBanner/ConnectionBanner';
import { type DialogFilter, DialogFilters } from '../../components/DialogFilters/DialogFilters';
import {
  DialogListItem,
  type DialogListItemProps,
} from '../../components/DialogListItem/DialogListItem';
import { ActionMenu, MenuItem } from '../../components/Menu/Menu';
import { Stack } from '../../components/Stack/Stack';
import { TypingIndicator } from '../../components/TypingIndicator/TypingIndicator';
import { portrait } from '../../fixtures/portraits';
import { referenceDate } from '../memberFrame';

/** A time on the reference day. */
export const at = (hours: number, minutes: number) => {
  const date = new Date(referenceDate);
  date.setHours(hours, minutes, 0, 0);
  return date;
};
const daysAgo = (days: number, hours = 12) => {
  const date = at(hours, 0);
  date.setDate(date.getDate() - days);
  return date;
};

export const lena = { name: 'Lena', age: 27, image: portrait(0), isOnline: true };

type Dialog = DialogListItemProps & { id: string; isMatch?: boolean; isIcebreaker?: boolean };

export const dialogs: Dialog[] = [
  {
    id: 'lena',
    ...lena,
    isFavorite: true,
    isMatch: true,
    unreadCount: 2,
    lastMessage: { text: 'Not yet, show me some time?', sentAt: at(18, 12) },
  },
  {
    id: 'mia',
    name: 'Mia',
    age: 24,
    image: portrait(4),
    isOnline: true,
    isTyping: true,
    unreadCount: 1,
    lastMessage: { type: 'wink', sentAt: at(17, 50) },
  },
  {
    id: 'sophie',
    name: 'Sophie',
    age: 26,
    image: portrait(12),
    isMatch: true,
    lastMessage: { type: 'present', sentAt: at(9, 12), isOwn: true },
  },
  {
    id: 'emma',
    name: 'Emma',
    age: 33,
    image: portrait(8),
    isIcebreaker: true,
    unreadCount: 1,
    lastMessage: {
      type: 'iceBreaker',
      text: 'If you could travel anywhere tomorrow, where would you go?',
      sentAt: daysAgo(1, 21),
    },
  },
  {
    id: 'hannah',
    name: 'Hannah',
    age: 29,
    image: portrait(16),
    isFavorite: true,
    lastMessage: { text: 'Haha, exactly! 😄', sentAt: daysAgo(3, 20), isOwn: true },
  },
  {
    id: 'clara',
    name: 'Clara',
    age: 31,
    image: portrait(20),
    lastMessage: { type: 'pictureLike', sentAt: daysAgo(5, 10) },
  },
  {
    id: 'julia',
    name: 'Julia',
    age: 35,
    image: portrait(24),
    isExpired: true,
    restorableUntil: daysAgo(-6),
    lastMessage: { text: 'It was nice talking to you', sentAt: daysAgo(40, 9) },
  },
];

const filters: Record<DialogFilter, (dialog: Dialog) => boolean> = {
  all: () => true,
  favorites: (dialog) => Boolean(dialog.isFavorite),
  matches: (dialog) => Boolean(dialog.isMatch),
  unread: (dialog) => (dialog.unreadCount ?? 0) > 0,
  icebreaker: (dialog) => Boolean(dialog.isIcebreaker),
};

export interface DialogPaneProps {
  filter?: DialogFilter;
  onFilterChange?: (filter: DialogFilter) => void;
  selectedId?: string;
  items?: Dialog[];
  /** What shows instead of the rows: a loader, an empty or an error state. */
  placeholder?: React.ReactNode;
}

/** The dialog list: the filter chips and one row per dialog. */
export function DialogPane({
  filter = 'all',
  onFilterChange,
  selectedId,
  items = dialogs,
  placeholder,
}: DialogPaneProps) {
  const shown = items.filter(filters[filter]);
  return (
    <Stack space="small">
      <DialogFilters
        value={filter}
        onChange={onFilterChange}
        counts={{ unread: items.filter(filters.unread).length }}
      />
      {placeholder ?? (
        <Stack space="xxsmall">
          {shown.map(({ id, isMatch: _match, isIcebreaker: _icebreaker, ...dialog }) => (
            <DialogListItem
              key={id}
              {...dialog}
              href={`/messages/${id}`}
              isSelected={id === selectedId}
              onFavoriteChange={fn()}
              onRestore={dialog.isExpired ? fn() : undefined}
              now={referenceDate}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface ChatPaneProps {
  connection?: ConnectionState;
  isTyping?: boolean;
  /** Free messages left; the composer then reads "Free". */
  freeMessages?: number;
  /** Shows the back button of the phone layout. */
  onBack?: () => void;
  onSend?: (text: string) => void;
  /** Messages of the partner that are not shown yet (a new one arriving live). */
  extra?: React.ReactNode;
  /** Replaces the whole conversation (a new, empty dialog). */
  messages?: React.ReactNode;
  composerNote?: string;
}

const partner = { partnerName: lena.name, partnerImage: lena.image };

export const conversation = (
  <>
    <ChatBubble {...partner} type="system" text="You matched with Lena" />
    <ChatBubble {...partner} type="wink" sentAt={at(17, 40)} />
    <ChatBubble
      {...partner}
      isOwn
      status="read"
      text="Hey Lena! Thanks for the wink 😊"
      sentAt={at(17, 44)}
    />
    <ChatBubble
      {...partner}
      isOwn
      status="read"
      isFirstInGroup={false}
      text="I saw you like hiking too. Which trail is your favourite around here?"
      sentAt={at(17, 44)}
    />
    <ChatBubble {...partner} text="The Malerweg, definitely! Have you been?" sentAt={at(17, 52)} />
    <ChatBubble
      {...partner}
      type="image"
      isFirstInGroup={false}
      imageSrc={portrait(6, { width: 480, height: 600 })}
      imageAlt="Lena on the Malerweg"
      sentAt={at(17, 53)}
    />
    <ChatBubble
      {...partner}
      type="pictureComment"
      isOwn
      status="read"
      pictureSrc={portrait(6)}
      text="What a view! Where exactly is that?"
      sentAt={at(18, 2)}
    />
    <ChatBubble
      {...partner}
      type="present"
      isOwn
      status="read"
      giftName="Red roses"
      giftEmoji="🌹"
      sentAt={at(18, 3)}
    />
    <ChatBubble {...partner} type="kiss" sentAt={at(18, 10)} />
    <ChatBubble
      {...partner}
      isFirstInGroup={false}
      text="Not yet, show me some time?"
      sentAt={at(18, 12)}
    />
  </>
);

/** Lena's chat: header, connection note, messages, typing and the composer. */
export function ChatPane({
  connection = 'online',
  isTyping,
  freeMessages,
  onBack,
  onSend = fn(),
  extra,
  messages = conversation,
  composerNote,
}: ChatPaneProps) {
  return (
    <ChatLayout
      label="Chat with Lena"
      header={
        <ChatHeader
          {...lena}
          isVerified
          isTyping={isTyping}
          profileHref="/stranger-profile/lena"
          onBack={onBack}
          isFavorite
          onFavoriteChange={fn()}
          menu={
            <ActionMenu onAction={fn()}>
              <MenuItem id="block" icon={<Ban size={18} />}>
                Block Lena
              </MenuItem>
              <MenuItem id="report" icon={<Flag size={18} />}>
                Report chat
              </MenuItem>
              <MenuItem id="delete" icon={<Trash2 size={18} />} isDestructive>
                Delete chat
              </MenuItem>
            </ActionMenu>
          }
        />
      }
      banner={<ConnectionBanner state={connection} />}
      composer={
        <ChatComposer
          onSend={onSend}
          onGift={fn()}
          onWink={fn()}
          onPicture={fn()}
          freeMessages={freeMessages}
          isOffline={connection === 'offline'}
          isBlocked={Boolean(composerNote)}
          blockedNote={composerNote}
        />
      }
    >
      {messages}
      {extra}
      {isTyping && <TypingIndicator name={lena.name} image={lena.image} />}
    </ChatLayout>
  );
}

/**
 * The member's picture in the top bar of every member screen, opening what the navigation has no
 * room for: settings, the news (with the unread count, also on the picture), the search by name,
 * the running events, support and the member's tickets, and the logout.
 */
import {
  AccountMenu,
  Badge,
  Button,
  Dialog,
  MenuItem,
  MenuSeparator,
  SearchField,
} from '@amora/ui';
import { useUnit } from 'effector-react';
import { Gift, LifeBuoy, LogOut, Newspaper, Search, Settings, Ticket } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, useNavigate } from 'react-router';
import { $events, $news } from '../features/shop';
import type { MessageId } from '../i18n/catalogue';
import { $user, logoutRequested } from '../session/model';
import { paths } from './paths';

/** Asks for a name and opens the search by name (/search/{name}). */
function NameSearchDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = () => {
    const name = text.trim();
    if (!name) return;
    onClose();
    setText('');
    navigate(generatePath(paths.search, { id: name }));
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'shell.search.title' })}
      sheetOnMobile
      footer={
        <Button size="large" fullWidth isDisabled={!text.trim()} onPress={search}>
          <FormattedMessage id="shell.search.submit" />
        </Button>
      }
    >
      <SearchField
        autoFocus
        label={intl.formatMessage({ id: 'shell.search.label' })}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        value={text}
        onChange={setText}
        onSubmit={search}
      />
    </Dialog>
  );
}

export function MemberAccountMenu() {
  const intl = useIntl();
  const [user, news, events, logout] = useUnit([$user, $news, $events, logoutRequested]);
  const [isSearching, setSearching] = useState(false);
  if (!user) return null;
  const unreadNews = news?.totalCount ?? 0;
  const unreadNewsLabel = intl.formatMessage(
    { id: 'shell.menu.unreadNews' },
    { count: unreadNews },
  );
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <AccountMenu
        name={user.name}
        picture={user.profileImage}
        count={unreadNews}
        countLabel={unreadNewsLabel}
        onAction={(key) => {
          if (key === 'search') setSearching(true);
          if (key === 'logout') logout();
        }}
      >
        <MenuItem id="settings" href={paths.settings} icon={<Settings size={18} aria-hidden />}>
          {label('shell.menu.settings')}
        </MenuItem>
        <MenuItem
          id="news"
          href={paths.news}
          icon={<Newspaper size={18} aria-hidden />}
          textValue={label('shell.menu.news')}
          badge={
            unreadNews > 0 && (
              <Badge tone="brand" size="small" count={unreadNews} label={unreadNewsLabel} />
            )
          }
          badgeLabel={unreadNews > 0 ? unreadNewsLabel : undefined}
        >
          {label('shell.menu.news')}
        </MenuItem>
        <MenuItem id="search" icon={<Search size={18} aria-hidden />}>
          {label('shell.menu.search')}
        </MenuItem>
        {events.map((event) => (
          <MenuItem
            key={event.id}
            id={`event-${event.id}`}
            href={generatePath(paths.event, { id: event.id })}
            icon={<Gift size={18} aria-hidden />}
          >
            {intl.formatMessage({ id: 'shell.menu.event' }, { title: event.title })}
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem id="support" href={paths.support} icon={<LifeBuoy size={18} aria-hidden />}>
          {label('shell.menu.support')}
        </MenuItem>
        <MenuItem id="tickets" href={paths.tickets} icon={<Ticket size={18} aria-hidden />}>
          {label('shell.menu.tickets')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogOut size={18} aria-hidden />}>
          {label('nav.logout')}
        </MenuItem>
      </AccountMenu>
      <NameSearchDialog isOpen={isSearching} onClose={() => setSearching(false)} />
    </>
  );
}

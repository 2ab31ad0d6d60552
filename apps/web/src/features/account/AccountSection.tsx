/**
 * Support, logout and deleting the account (story Screens/Account/Settings, DeleteAccount): the
 * deletion asks first; once done the session ends and the member is a visitor again.
 */
import { Button, ButtonLink, Dialog, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { LifeBuoy, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { logoutRequested } from '../../session/model';
import { $deletingAccount, deleteAccountConfirmed } from './model';
import { Section } from './Section';

export function AccountSection() {
  const intl = useIntl();
  const [isDeleting, confirmDelete, logout] = useUnit([
    $deletingAccount,
    deleteAccountConfirmed,
    logoutRequested,
  ]);
  const [isAsking, setAsking] = useState(false);
  return (
    <Section title={intl.formatMessage({ id: 'account.account.title' })}>
      <Stack space="small">
        <ButtonLink href={paths.tickets} variant="outline" icon={<LifeBuoy size={18} />}>
          <FormattedMessage id="account.support" />
        </ButtonLink>
        <Button variant="outline" icon={<LogOut size={18} />} onPress={logout}>
          <FormattedMessage id="nav.logout" />
        </Button>
      </Stack>
      <Text tone="muted">
        <FormattedMessage id="account.delete.explain" />
      </Text>
      <Stack space="small">
        <Button variant="critical" icon={<Trash2 size={18} />} onPress={() => setAsking(true)}>
          <FormattedMessage id="account.delete.button" />
        </Button>
      </Stack>
      <Dialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        role="alertdialog"
        title={intl.formatMessage({ id: 'account.delete.title' })}
        footer={
          <>
            <Button variant="critical" fullWidth isPending={isDeleting} onPress={confirmDelete}>
              <FormattedMessage id="account.delete.confirm" />
            </Button>
            <Button variant="ghost" fullWidth onPress={() => setAsking(false)}>
              <FormattedMessage id="account.delete.keep" />
            </Button>
          </>
        }
      >
        <Text>
          <FormattedMessage id="account.delete.warning" />
        </Text>
      </Dialog>
    </Section>
  );
}

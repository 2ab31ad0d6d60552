import { ButtonLink, EmptyState } from '@amora/ui';
import { MapPinOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { paths } from './paths';

/** An address below /console that is no page of the console. */
export function NotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<MapPinOff />}
      headingLevel={1}
      title={intl.formatMessage({ id: 'notFound.title' })}
      description={intl.formatMessage({ id: 'notFound.text' })}
      action={
        <ButtonLink href={paths.dashboard}>
          {intl.formatMessage({ id: 'nav.dashboard' })}
        </ButtonLink>
      }
    />
  );
}

/** The reported picture, large; the full size opens in a new tab for a closer look. */
import type { ConsoleTicket } from '@amora/contract';
import { Card, Link, PhotoGallery, Stack } from '@amora/ui';
import { ZoomIn } from 'lucide-react';
import { useIntl } from 'react-intl';
import { singlePicture } from '../../app/layout.css';

export function ReportedPicture({ ticket, href }: { ticket: ConsoleTicket; href: string }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'tickets.picture.title' })}>
      <Stack space="gutter">
        <PhotoGallery
          name={ticket.reported?.name ?? intl.formatMessage({ id: 'common.none' })}
          pictures={[{ id: 'reported', src: href }]}
          UNSAFE_className={singlePicture}
        />
        <Link href={href} external variant="standalone" size="small" icon={<ZoomIn aria-hidden />}>
          {intl.formatMessage({ id: 'tickets.picture.zoom' })}
        </Link>
      </Stack>
    </Card>
  );
}

/** What every detail page (a member, a ticket) does alike: open the record, lead back, stand in for it. */
import { ButtonLink, EmptyState, Link, Stack } from '@amora/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { LoadFailed } from './LoadFailed';

/** Opens the record the address names (`:id`), and again when the address names another. */
export function useDetailOpened(open: (id: string) => void) {
  const { id = '' } = useParams();
  useEffect(() => {
    open(id);
  }, [open, id]);
}

/** The list a detail page belongs to, and the words that lead back to it. */
export interface Back {
  href: string;
  text: string;
}

/** The link back from a detail page to its list, above the page's title. */
export function BackLink({ href, text }: Back) {
  return (
    <Link href={href} variant="standalone" size="small" icon={<ArrowLeft aria-hidden />}>
      {text}
    </Link>
  );
}

interface DetailFallbackProps {
  back: Back;
  /** Why the record could not be loaded: NOT_FOUND shows as such, anything else with a retry. */
  failure: string | null;
  onRetry: () => void;
  notFound: { title: string; text: string };
  /** Said before the error's own words when the record could not be loaded. */
  failedText: string;
  /** Drawn while the record loads. */
  loading: ReactNode;
}

/** A detail page without its record: not found, failed to load, or still loading. */
export function DetailFallback({
  back,
  failure,
  onRetry,
  notFound,
  failedText,
  loading,
}: DetailFallbackProps) {
  const intl = useIntl();
  if (failure === 'NOT_FOUND') {
    return (
      <EmptyState
        icon={<SearchX />}
        headingLevel={1}
        title={notFound.title}
        description={notFound.text}
        action={<ButtonLink href={back.href}>{back.text}</ButtonLink>}
      />
    );
  }
  if (failure) {
    return (
      <Stack space="large">
        <BackLink {...back} />
        <LoadFailed onRetry={onRetry}>
          {failedText} {intl.formatMessage({ id: `error.${failure}` })}
        </LoadFailed>
      </Stack>
    );
  }
  return loading;
}

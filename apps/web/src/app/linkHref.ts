/**
 * The href a library link draws. A path of this site goes through the router (so it matches the
 * route table's base); an address with a scheme (https:, mailto:) leads elsewhere and is drawn as
 * written: resolved by the router it became a path under the current page
 * ("/support/https:/www.instagram.com/amora") that led nowhere.
 */
import { useHref } from 'react-router';

const withScheme = /^[a-z][a-z\d+.-]*:/i;

export function useLinkHref(href: string): string {
  const isElsewhere = withScheme.test(href);
  const routed = useHref(isElsewhere ? '.' : href);
  return isElsewhere ? href : routed;
}

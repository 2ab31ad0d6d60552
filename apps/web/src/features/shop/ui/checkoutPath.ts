/** The checkout route of a coin package, with the payment method chosen on the coins tab. */
import { paths } from '../../../app/paths';

export const checkoutPath = (packageId: string, methodId: string) =>
  `${paths.shopMethod.replace(':id', encodeURIComponent(packageId))}?${new URLSearchParams({ method: methodId })}`;

/** Where a provider's checkout comes back to: a route of the app's own origin. */
export const returnUrl = (path: string) => new URL(path, window.location.origin).toString();

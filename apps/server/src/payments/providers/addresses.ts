/**
 * The providers' own addresses and files that the configuration names, apart from their adapters:
 * importing these never loads Stripe's SDK or Apple's library (providers.ts loads those only for
 * a configured provider).
 */
export const STRIPE_API_URL = 'https://api.stripe.com';

export const APPLE_STORE_API_URL = 'https://api.storekit.itunes.apple.com';
export const APPLE_STORE_SANDBOX_API_URL = 'https://api.storekit-sandbox.itunes.apple.com';

/** Apple Root CA - G3 as Apple publishes it, shipped in the server package's folder. */
export const APPLE_ROOT_CERTIFICATE_FILE = 'certificates/AppleRootCA-G3.pem';

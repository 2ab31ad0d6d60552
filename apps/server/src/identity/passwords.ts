/**
 * Password hashes: argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), which
 * keeps a login near 20 ms of CPU while making a stolen table expensive to crack.
 */
import argon2 from 'argon2';

const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, hashOptions);

/**
 * A hash of no one's password. A login for an unknown address (or an account without a password)
 * is verified against it, so the answer takes as long as for a wrong password and the timing
 * does not tell which addresses have an account.
 */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= argon2.hash('no account has this password', hashOptions);
  return dummyHash;
};

/**
 * Whether the password matches the hash; an absent hash never matches but costs the same time.
 * A hash that cannot be read (a corrupt row) counts as a mismatch, not as a server error.
 */
export const verifyPassword = async (
  hash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  const digest = hash ?? (await getDummyHash());
  let matches: boolean;
  try {
    matches = await argon2.verify(digest, password);
  } catch {
    matches = false;
  }
  return matches && hash !== null && hash !== undefined;
};

/** Whether a stored hash was made with weaker settings than today's and should be replaced. */
export const needsNewHash = (hash: string) => argon2.needsRehash(hash, hashOptions);

/** Computes the dummy hash ahead, so the first unknown-address login is not the fast one. */
export const warmUpPasswords = async () => {
  await getDummyHash();
};

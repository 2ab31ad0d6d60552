/**
 * Demo data for a fresh embedded database, generated offline and deterministically.
 *
 * What the core inserts when it seeds (once, into an empty database):
 *
 * 1. For each profile of `generateDemoProfiles(DEMO_PROFILE_COUNT, DEMO_SEED)`:
 *    - a user row with the profile's name, email, gender, birthdate, country, language, city,
 *      zip ('' - the data has no postal codes), locationId and position (lat/lon of the place,
 *      stored like any member's and snapped to the grid before distances are shown), the search
 *      settings (searchGender, searchMinAge, searchMaxAge, searchDistance, searchCountryOnly),
 *      every ProfileDetails field (aboutMe, interests, mood, lookingFor, the traits, bodyHeight),
 *      verified, emailConfirmed true, hasCompletedRegistration true, platform 'web',
 *      genDate = now - createdDaysAgo days, and the default free allowances;
 *    - no password: demo profiles cannot log in (their addresses are under .example);
 *    - their picture: `imageStore.save(await renderAvatar(profile))`, public, verified, set as
 *      the profile picture. 500 avatars take some seconds to draw; the core may seed the
 *      profiles first and draw avatars in the background.
 * 2. The demo member `DEMO_MEMBER`: a user row with its fields, the password hashed with argon2id
 *    like any member's, emailConfirmed true, hasCompletedRegistration true, `coins` and
 *    `freeCoins` booked through the coin ledger; an avatar drawn like the others (pass it a style
 *    of its own, e.g. `generateDemoProfiles(1, 1)[0]`). At start-up the server prints its email
 *    and password.
 * 3. What the demo member finds at the first login (`demoContactsOf`): two matches with a chat
 *    each, likes and visits from the profiles he seeks.
 */
export { type AboutMeLanguage, aboutMeLines, interestWords } from './about-me.ts';
export { AVATAR_SIZE, type AvatarSubject, avatarSvg, renderAvatar } from './avatar.ts';
export { type DemoChatLine, type DemoContacts, demoContactsOf } from './contacts.ts';
export { DEMO_MEMBER, type DemoMember } from './member.ts';
export { firstNames, genderNeutralNames, type NameGroup } from './names.ts';
export {
  type AvatarStyle,
  DEMO_PROFILE_COUNT,
  DEMO_SEED,
  type DemoProfile,
  type DemoProfileOptions,
  generateDemoProfiles,
  type HairStyle,
  starsignOf,
} from './profiles.ts';
export { SeededRandom } from './random.ts';

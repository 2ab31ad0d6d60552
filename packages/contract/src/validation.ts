/**
 * The input rules of spec 01 section 5 and spec 02 section 5. Each issue's message is an error
 * code (errors.ts), so a form shows the member's language and the server answers the same code.
 * Where one input breaks several rules, only the first is reported: the member fixes one thing at
 * a time, in the order the rules are written.
 */
import * as v from 'valibot';
import { limits } from './constants';
import { errorCodes } from './errors';
import { interestOptions } from './options';

type Code = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * The message of an object whose fields each have their own "required" code: a missing field is
 * reported with its code (a missing email as EMPTY_EMAIL_INPUT), anything else as
 * VALIDATION_FAILED. Without it valibot would report a missing key in English.
 */
export const missingFieldMessage =
  (codes: Record<string, Code>) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.at(-1)?.key;
    return (typeof key === 'string' && codes[key]) || errorCodes.VALIDATION_FAILED;
  };

/** Stops a pipe at its first failed rule. */
const firstIssueOnly = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.config(schema, { abortPipeEarly: true });

/** A standard address; trailing whitespace (a keyboard's auto-space) is ignored. */
export const Email = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.EMPTY_EMAIL_INPUT),
    v.trimEnd(),
    v.nonEmpty(errorCodes.EMPTY_EMAIL_INPUT),
    v.maxLength(254, errorCodes.WRONG_EMAIL),
    v.email(errorCodes.WRONG_EMAIL),
  ),
);

/** A new password: at least 6 characters. */
export const Password = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.EMPTY_PASSWORD_INPUT),
    v.nonEmpty(errorCodes.EMPTY_PASSWORD_INPUT),
    v.minLength(limits.passwordMinLength, errorCodes.PASSWORD_TOO_SHORT),
    v.maxLength(limits.passwordMaxLength, errorCodes.PASSWORD_TOO_LONG),
  ),
);

/** The password of a login: only required, as accounts may predate today's rules. */
export const LoginPassword = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.EMPTY_PASSWORD_INPUT),
    v.nonEmpty(errorCodes.EMPTY_PASSWORD_INPUT),
    v.maxLength(limits.passwordMaxLength, errorCodes.PASSWORD_TOO_LONG),
  ),
);

/**
 * A first name by the stricter, member-facing rules: letters only (of any alphabet, so Jürgen
 * and Łukasz pass), no space, no number, at most one capital letter, not too long. Leading and
 * trailing spaces are trimmed first, as they are an artefact of typing, not part of the name.
 */
export const Name = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.EMPTY_NAME_INPUT),
    v.trim(),
    v.nonEmpty(errorCodes.EMPTY_NAME_INPUT),
    v.check((name) => !/\s/u.test(name), errorCodes.NAME_NO_SPACE),
    v.check((name) => !/\p{N}/u.test(name), errorCodes.NAME_NO_NUMBER),
    v.regex(/^[\p{L}\p{M}]+$/u, errorCodes.NAME_LETTERS_ONLY),
    v.check(
      (name) => (name.match(/\p{Lu}/gu) ?? []).length <= 1,
      errorCodes.NAME_TOO_MANY_CAPITALS,
    ),
    v.check((name) => [...name].length <= limits.nameMaxLength, errorCodes.NAME_TOO_LONG),
  ),
);

/** Whole years between a birthdate and a day, both read in UTC. */
export const ageOn = (birthdate: Date | string, day: Date): number => {
  const born = new Date(birthdate);
  const age = day.getUTCFullYear() - born.getUTCFullYear();
  const hadBirthday =
    day.getUTCMonth() > born.getUTCMonth() ||
    (day.getUTCMonth() === born.getUTCMonth() && day.getUTCDate() >= born.getUTCDate());
  return hadBirthday ? age : age - 1;
};

/** A birthdate as an ISO date-time whose age on `today()` is 18 to 80. */
export const birthdateAsOf = (today: () => Date) =>
  firstIssueOnly(
    v.pipe(
      v.string(errorCodes.BIRTHDATE_REQUIRED),
      v.nonEmpty(errorCodes.BIRTHDATE_REQUIRED),
      v.isoTimestamp(errorCodes.INVALID_BIRTHDATE),
      v.check((birthdate) => !Number.isNaN(Date.parse(birthdate)), errorCodes.INVALID_BIRTHDATE),
      v.check(
        (birthdate) => ageOn(birthdate, today()) >= limits.age.min,
        errorCodes.REGISTER_PERSONAL_DATA_AGE,
      ),
      v.check((birthdate) => ageOn(birthdate, today()) <= limits.age.max, errorCodes.AGE_TOO_HIGH),
    ),
  );

export const Birthdate = birthdateAsOf(() => new Date());

/** The search radius slider, whole km. */
export const SearchRadius = v.pipe(
  v.number(errorCodes.SEARCH_RADIUS_OUT_OF_RANGE),
  v.integer(errorCodes.SEARCH_RADIUS_OUT_OF_RANGE),
  v.minValue(limits.searchRadius.min, errorCodes.SEARCH_RADIUS_OUT_OF_RANGE),
  v.maxValue(limits.searchRadius.max, errorCodes.SEARCH_RADIUS_OUT_OF_RANGE),
);

/** One end of the sought age range. */
export const SearchAge = v.pipe(
  v.number(errorCodes.AGE_RANGE_OUT_OF_RANGE),
  v.integer(errorCodes.AGE_RANGE_OUT_OF_RANGE),
  v.minValue(limits.age.min, errorCodes.AGE_RANGE_OUT_OF_RANGE),
  v.maxValue(limits.age.max, errorCodes.AGE_RANGE_OUT_OF_RANGE),
);

/** True unless both ends are given and the minimum lies above the maximum. */
export const isAgeRangeOrdered = (range: { searchMinAge?: number; searchMaxAge?: number }) =>
  range.searchMinAge === undefined ||
  range.searchMaxAge === undefined ||
  range.searchMinAge <= range.searchMaxAge;

/** The sought age range, 18 to 80, minimum not above maximum (reported on the maximum). */
export const AgeRange = v.pipe(
  v.object({ searchMinAge: SearchAge, searchMaxAge: SearchAge }),
  v.forward(
    v.partialCheck(
      [['searchMinAge'], ['searchMaxAge']],
      isAgeRangeOrdered,
      errorCodes.AGE_RANGE_INVERTED,
    ),
    ['searchMaxAge'],
  ),
);

/** The terms-and-privacy checkbox: only a tick passes. */
export const Consent = v.literal(true, errorCodes.CONSENT_REQUIRED);

/** The price of a private picture: whole coins, 5 to 500. */
export const ImagePrice = v.pipe(
  v.number(errorCodes.INVALID_IMAGE_PRICE),
  v.integer(errorCodes.INVALID_IMAGE_PRICE),
  v.minValue(limits.imagePrice.min, errorCodes.INVALID_IMAGE_PRICE),
  v.maxValue(limits.imagePrice.max, errorCodes.INVALID_IMAGE_PRICE),
);

/** Exactly 5 digits. */
export const BonusCode = v.pipe(
  v.string(errorCodes.INVALID_BONUS_CODE),
  v.regex(new RegExp(`^\\d{${limits.bonusCodeDigits}}$`), errorCodes.INVALID_BONUS_CODE),
);

/** The member's interests: at least 2 different ones from the list. */
export const Interests = v.pipe(
  v.array(v.picklist(interestOptions, errorCodes.VALIDATION_FAILED)),
  v.check(
    (interests) => new Set(interests).size >= limits.interestsMin,
    errorCodes.INTERESTS_TOO_FEW,
  ),
  v.transform((interests) => [...new Set(interests)]),
);

/** A zip code: not blank; the country's own format is checked where the place is looked up. */
export const Zip = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.EMPTY_ZIP_INPUT),
    v.trim(),
    v.nonEmpty(errorCodes.EMPTY_ZIP_INPUT),
    v.maxLength(limits.zipMaxLength, errorCodes.VALIDATION_FAILED),
  ),
);

/**
 * A picture as base64, bare or as a data URL. A video data URL is refused with the spec's text;
 * whether the bytes are really a picture only the server can tell (it reads the content).
 */
export const Base64Image = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.IMAGE_REQUIRED),
    v.nonEmpty(errorCodes.IMAGE_REQUIRED),
    v.check((image) => !/^data:video\//i.test(image), errorCodes.VIDEOS_NOT_ALLOWED),
    v.maxLength(Math.ceil((limits.imageUploadMaxBytes * 4) / 3) + 100, errorCodes.IMAGE_TOO_LARGE),
    v.regex(/^(data:image\/[\w.+-]+;base64,)?[A-Za-z0-9+/\r\n]+={0,2}$/, errorCodes.INVALID_IMAGE),
  ),
);

/** A crop rectangle in pixels of the uploaded picture. */
export const Crop = v.object({
  x: v.pipe(v.number(), v.integer(), v.minValue(0)),
  y: v.pipe(v.number(), v.integer(), v.minValue(0)),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type Crop = v.InferOutput<typeof Crop>;

/** A chat text: not blank, within the length cap. */
export const MessageText = firstIssueOnly(
  v.pipe(
    v.string(errorCodes.MESSAGE_REQUIRED),
    v.check((text) => text.trim().length > 0, errorCodes.MESSAGE_REQUIRED),
    v.check((text) => [...text].length <= limits.messageMaxLength, errorCodes.MESSAGE_TOO_LONG),
  ),
);

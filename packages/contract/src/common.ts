/** Shapes shared by every domain: ids, links, collections and the error body. */
import * as v from 'valibot';

/** Entity ids travel as strings (UUIDs on this server). */
export const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
export const IdParams = v.object({ id: Id });

/** A link to a resource, relative to /v1 or absolute for media. */
export const Href = v.string();

/** ISO 8601 date-time as it travels in JSON. */
export const DateTime = v.pipe(v.string(), v.isoTimestamp());

/** Paging links and counters a collection may carry (spec 02 section 3). */
export const Paging = v.object({
  self: v.optional(Href),
  next: v.optional(v.nullable(Href)),
  prev: v.optional(v.nullable(Href)),
  page: v.optional(v.number()),
  pageSize: v.optional(v.number()),
  totalCount: v.optional(v.number()),
});

/**
 * A list collection: items and a count, optionally paged; likes, visitors, matches add newCount.
 */
export const collection = <Item extends v.GenericSchema>(item: Item) =>
  v.object({
    ...Paging.entries,
    items: v.array(item),
    count: v.number(),
    newCount: v.optional(v.number()),
  });

/**
 * An optional field of a request (body or hub argument). The spec's client fills every field it
 * does not set with null, so null is read as absent: the handler sees `undefined`, never a null
 * it could write into a row. With a default, null and absence both take it. A field where null
 * means "clear it" (a profile trait) is `v.optional(v.nullable(...))` instead.
 */
export function optionalField<Schema extends v.GenericSchema>(
  schema: Schema,
): v.OptionalSchema<
  v.SchemaWithPipe<
    readonly [
      v.NullableSchema<Schema, undefined>,
      v.TransformAction<v.InferOutput<Schema> | null, v.InferOutput<Schema> | undefined>,
    ]
  >,
  undefined
>;
export function optionalField<
  Schema extends v.GenericSchema,
  const Default extends v.Default<Schema, null | undefined>,
>(schema: Schema, fallback: Default): v.NullishSchema<Schema, Default>;
export function optionalField(schema: v.GenericSchema, fallback?: unknown) {
  if (fallback !== undefined) return v.nullish(schema, fallback);
  return v.optional(
    v.pipe(
      v.nullable(schema),
      v.transform((value: unknown) => value ?? undefined),
    ),
  );
}

/** Query of a paged list call. */
export const PageQuery = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  pageSize: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
  ),
});

/**
 * Every non-success answer of the server. `timestamp`, `statusCode` and `text` are the session
 * expiry shape of spec 01 section 3; `code` is the spec's error key (see errors.ts) so the client
 * can pick the member-facing text; `issues` lists what was wrong with the input.
 */
export const ApiError = v.object({
  timestamp: DateTime,
  statusCode: v.number(),
  code: v.string(),
  text: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});
export type ApiError = v.InferOutput<typeof ApiError>;

/**
 * Query values arrive as strings: an integer in bounds, given as digits (or as a number when a
 * caller builds the query in code).
 */
export const queryInteger = (bounds: { min: number; max: number }) =>
  v.pipe(
    v.union([v.pipe(v.string(), v.regex(/^-?\d+$/)), v.number()]),
    v.toNumber(),
    v.integer(),
    v.minValue(bounds.min),
    v.maxValue(bounds.max),
  );

/** A query flag: true/false, 1/0, yes/no, on/off. */
export const QueryBoolean = v.pipe(v.union([v.string(), v.boolean()]), v.parseBoolean());

/** Counts and coin amounts. */
export const NonNegativeInteger = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Money in euro cents: integers, so that sums never round. */
export const Cents = NonNegativeInteger;

/** An absolute http(s) URL, for redirects back to the app after a checkout. */
export const AbsoluteUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

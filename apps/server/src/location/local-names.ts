/**
 * GeoNames names some large places by their English exonym (Munich, Vienna, Warsaw) and others by
 * their own name (Köln, Zürich, Kraków). Members write the local name, and the app's default
 * language is German, so for these places the local name is shown and the English and German
 * exonyms stay searchable. Keyed by GeoNames id, so a same-named town elsewhere is not touched.
 */
export interface PlaceNameOverride {
  /** The name shown to members. */
  city: string;
  /** Further spellings that find the place. */
  aliases: readonly string[];
}

export const placeNameOverrides: ReadonlyMap<number, PlaceNameOverride> = new Map([
  [2867714, { city: 'München', aliases: ['Munich'] }],
  [2886242, { city: 'Köln', aliases: ['Cologne'] }],
  [2861650, { city: 'Nürnberg', aliases: ['Nuremberg'] }],
  [2910831, { city: 'Hannover', aliases: ['Hanover'] }],
  [2945024, { city: 'Braunschweig', aliases: ['Brunswick'] }],
  [2925177, { city: 'Freiburg im Breisgau', aliases: ['Freiburg'] }],
  [2761369, { city: 'Wien', aliases: ['Vienna'] }],
  [2657896, { city: 'Zürich', aliases: ['Zurich'] }],
  [2660646, { city: 'Genève', aliases: ['Genf', 'Geneva'] }],
  [2659811, { city: 'Luzern', aliases: ['Lucerne'] }],
  [2661604, { city: 'Basel', aliases: ['Bâle'] }],
  [2658576, { city: 'Sion', aliases: ['Sitten'] }],
  [2660718, { city: 'Fribourg', aliases: ['Freiburg im Üechtland'] }],
  [2658822, { city: 'St. Gallen', aliases: ['Sankt Gallen'] }],
  [3169070, { city: 'Roma', aliases: ['Rome', 'Rom'] }],
  [3173435, { city: 'Milano', aliases: ['Milan', 'Mailand'] }],
  [3172394, { city: 'Napoli', aliases: ['Naples', 'Neapel'] }],
  [3165524, { city: 'Torino', aliases: ['Turin'] }],
  [3176219, { city: 'Genova', aliases: ['Genoa', 'Genua'] }],
  [3176959, { city: 'Firenze', aliases: ['Florence', 'Florenz'] }],
  [3164603, { city: 'Venezia', aliases: ['Venice', 'Venedig'] }],
  [3171728, { city: 'Padova', aliases: ['Padua'] }],
  [3181913, { city: 'Bolzano', aliases: ['Bozen'] }],
  [756135, { city: 'Warszawa', aliases: ['Warsaw', 'Warschau'] }],
  [3094802, { city: 'Kraków', aliases: ['Cracow', 'Krakau'] }],
  [3099434, { city: 'Gdańsk', aliases: ['Danzig'] }],
  [3081368, { city: 'Wrocław', aliases: ['Breslau'] }],
  [3088171, { city: 'Poznań', aliases: ['Posen'] }],
  [3083829, { city: 'Szczecin', aliases: ['Stettin'] }],
  [2747373, { city: 'Den Haag', aliases: ['The Hague', "'s-Gravenhage"] }],
  [2618425, { city: 'København', aliases: ['Copenhagen', 'Kopenhagen'] }],
  [2624652, { city: 'Aarhus', aliases: ['Århus'] }],
  [2711537, { city: 'Göteborg', aliases: ['Gothenburg'] }],
]);

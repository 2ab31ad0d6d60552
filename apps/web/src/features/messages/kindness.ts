/**
 * The kindness nudge's word lists (issue 17): insults common in dating chats, in English and
 * German, and the check whether a text holds one. A match only asks "Are you sure?" before
 * sending; the member decides, so the lists keep to words that hurt in nearly every use and leave
 * out everyday words that only sometimes do ("stupid", "Schwein gehabt").
 *
 * Entries are whole words or phrases of whole words, lower case; inflections are listed, not
 * derived. Umlauts and ß may be written either way (ö or oe, ß or ss).
 */

/** The languages with a word list. */
export type KindnessLanguage = 'en' | 'de';

export const unkindWords: Record<KindnessLanguage, readonly string[]> = {
  en: [
    'idiot',
    'idiots',
    'idiotic',
    'moron',
    'morons',
    'imbecile',
    'imbeciles',
    'loser',
    'losers',
    'dumbass',
    'dumbasses',
    'bitch',
    'bitches',
    'bitchy',
    'slut',
    'sluts',
    'slutty',
    'whore',
    'whores',
    'skank',
    'skanks',
    'cunt',
    'cunts',
    'twat',
    'twats',
    'dick',
    'dickhead',
    'dickheads',
    'prick',
    'pricks',
    'ass',
    'asshole',
    'assholes',
    'arsehole',
    'arseholes',
    'jackass',
    'bastard',
    'bastards',
    'wanker',
    'wankers',
    'douchebag',
    'douchebags',
    'jerk',
    'jerks',
    'creep',
    'creeps',
    'scumbag',
    'scumbags',
    'shithead',
    'shitheads',
    'fatso',
    'fat cow',
    'ugly cow',
    'piece of shit',
    'gold digger',
    'gold diggers',
    'fuck you',
    'fuck off',
    'screw you',
    'piss off',
    'go to hell',
  ],
  de: [
    'idiot',
    'idioten',
    'idiotin',
    'vollidiot',
    'vollidioten',
    'vollidiotin',
    'trottel',
    'depp',
    'deppen',
    'blödmann',
    'blödmänner',
    'dummkopf',
    'dummköpfe',
    'schwachkopf',
    'schwachköpfe',
    'versager',
    'versagerin',
    'arsch',
    'ärsche',
    'arschloch',
    'arschlöcher',
    'arschgeige',
    'wichser',
    'wixer',
    'mistkerl',
    'mistkerle',
    'miststück',
    'miststücke',
    'scheißkerl',
    'scheißkerle',
    'drecksau',
    'dreckschwein',
    'drecksack',
    'drecksäcke',
    'fettsack',
    'fettsäcke',
    'fette sau',
    'blöde kuh',
    'dumme kuh',
    'dumme gans',
    'zicke',
    'zicken',
    'schlampe',
    'schlampen',
    'hure',
    'huren',
    'nutte',
    'nutten',
    'fotze',
    'fotzen',
    'hurensohn',
    'hurensöhne',
    'hackfresse',
    'missgeburt',
    'penner',
    'bitch',
    'fick dich',
    'verpiss dich',
    'halt die fresse',
    'halt dein maul',
    'halts maul',
  ],
};

/**
 * A text as a line of its words: lower case, apostrophes dropped ("halt's" is "halts"), umlauts
 * and ß written out (ä as ae, ß as ss), every run of other characters one space, and a space at
 * both ends, so `includes(' word ')` finds whole words only.
 */
const wordLine = (text: string) =>
  ` ${text
    .normalize('NFC')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;

/** Every list's entries in the form of `wordLine`, each with its spaces around. */
const unkindEntries = Object.values(unkindWords).flatMap((words) => words.map(wordLine));

/** Whether a text holds a word (or phrase) of any language's list, as a whole word. */
export const isUnkind = (text: string): boolean => {
  const line = wordLine(text);
  return unkindEntries.some((entry) => line.includes(entry));
};

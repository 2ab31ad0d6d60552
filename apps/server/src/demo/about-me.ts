/**
 * About-me lines of the demo profiles in German and English; two are joined per profile, with
 * the member's city and interests filled in.
 */
import type { Interest } from '@amora/contract';

export type AboutMeLanguage = 'de' | 'en';

export const interestWords: Record<AboutMeLanguage, Record<Interest, string>> = {
  de: {
    art: 'Kunst',
    netflix: 'Netflix',
    cooking: 'Kochen',
    yoga: 'Yoga',
    music: 'Musik',
    football: 'Fußball',
    festivals: 'Festivals',
    gaming: 'Gaming',
    travel: 'Reisen',
    cinema: 'Kino',
    photography: 'Fotografie',
    dancing: 'Tanzen',
    sport: 'Sport',
    readingBooks: 'Bücher',
    basketball: 'Basketball',
  },
  en: {
    art: 'art',
    netflix: 'Netflix',
    cooking: 'cooking',
    yoga: 'yoga',
    music: 'music',
    football: 'football',
    festivals: 'festivals',
    gaming: 'gaming',
    travel: 'travelling',
    cinema: 'cinema',
    photography: 'photography',
    dancing: 'dancing',
    sport: 'sport',
    readingBooks: 'books',
    basketball: 'basketball',
  },
};

/** {city}, {first} and {second} (two of the member's interests) are filled in. */
export const aboutMeLines: Record<AboutMeLanguage, readonly string[]> = {
  de: [
    'Neu in {city} und neugierig, wen ich hier kennenlerne.',
    'Meine Leidenschaften: {first} und {second}.',
    'Spontan, ehrlich und immer für ein Lachen zu haben.',
    'Suche jemanden, mit dem man auch mal albern sein kann.',
    'Lieber Abenteuer als Alltag.',
    'Wer mit mir über {first} reden will, ist hier genau richtig.',
    'Kaffee am Morgen, {first} am Abend.',
    'Heimat: {city}. Herz: offen.',
    'Sonnenuntergänge, gute Musik und ehrliche Menschen.',
    'Schreib mir einfach, ich beiße nicht.',
    'Ohne {second} geht bei mir gar nichts.',
    'Ich zeige dir gern die schönsten Ecken von {city}.',
  ],
  en: [
    'New in {city} and curious who I will meet here.',
    'My passions: {first} and {second}.',
    'Spontaneous, honest and always up for a laugh.',
    'Looking for someone to be silly with now and then.',
    'Adventure over routine, any day.',
    'If you want to talk about {first}, you are in the right place.',
    'Coffee in the morning, {first} in the evening.',
    'Home: {city}. Heart: open.',
    'Sunsets, good music and honest people.',
    'Just write to me, I do not bite.',
    'I could not live without {second}.',
    'Happy to show you the nicest corners of {city}.',
  ],
};

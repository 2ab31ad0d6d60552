/**
 * Folds a place name or a search text into the form the gazetteer indexes, so that the spellings
 * members type find the same place: 'München', 'Munchen', 'muenchen' and 'MÜNCHEN' all become
 * 'munchen'; 'Næstved' and 'Naestved' become 'nastved'; 'Halle (Saale)' becomes 'halle saale'.
 *
 * The German transliterations ae/oe/ue are folded to a/o/u on both sides (index and query), so a
 * name that really contains 'ue' (Bernkastel-Kues) still matches itself: the folding only ever
 * widens a match, it never hides one.
 */
const letterReplacements: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const specialLetters = new RegExp(`[${Object.keys(letterReplacements).join('')}]`, 'g');
const combiningMarks = /\p{M}+/gu;
const germanTransliterations = /([aou])e/g;
const separators = /[^\p{L}\p{N}]+/gu;
const asciiOnly = /^[\x20-\x7e]*$/;
const asciiSeparators = /[^a-z0-9]+/g;

export function normalizePlaceName(text: string): string {
  const lowerCase = text.toLowerCase();
  // Most names are plain ASCII; they skip the Unicode decomposition, which dominates start-up.
  if (asciiOnly.test(lowerCase)) {
    return lowerCase.replace(germanTransliterations, '$1').replace(asciiSeparators, ' ').trim();
  }
  return lowerCase
    .replace(specialLetters, (letter) => letterReplacements[letter] ?? letter)
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(germanTransliterations, '$1')
    .replace(separators, ' ')
    .trim();
}

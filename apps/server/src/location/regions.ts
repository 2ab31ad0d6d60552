/**
 * Names that tell same-named places apart (Hamm in North Rhine-Westphalia and in
 * Rhineland-Palatinate, thirty Springfields), written the way members of the country write them:
 * 'Hamm (Rheinland-Pfalz)', 'Buchs (SG)', 'Springfield, IL'. GeoNames first-level codes; in
 * Switzerland and the US they are the canton and state abbreviations already.
 */
const germanStates: Record<string, string> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
};
const austrianStates: Record<string, string> = {
  '01': 'Burgenland',
  '02': 'Kärnten',
  '03': 'Niederösterreich',
  '04': 'Oberösterreich',
  '05': 'Salzburg',
  '06': 'Steiermark',
  '07': 'Tirol',
  '08': 'Vorarlberg',
  '09': 'Wien',
};

/** The name with its region; undefined where the country's region codes mean nothing to members. */
export function withRegion(name: string, country: string, adminCode: string): string | undefined {
  if (adminCode === '') return undefined;
  switch (country) {
    case 'us':
      return `${name}, ${adminCode}`;
    case 'ch':
      return `${name} (${adminCode})`;
    case 'de': {
      const state = germanStates[adminCode];
      return state ? `${name} (${state})` : undefined;
    }
    case 'at': {
      const state = austrianStates[adminCode];
      return state ? `${name} (${state})` : undefined;
    }
    default:
      return undefined;
  }
}

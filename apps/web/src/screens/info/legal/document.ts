/**
 * The shape of a legal text. The texts are modules of their own, loaded when their page opens,
 * so neither the landing nor the message catalogue carries them. German is the binding version;
 * English is the translation every other locale reads.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** The date of this version, ISO yyyy-mm-dd. */
  updated: string;
  sections: LegalSection[];
}

export interface LegalTexts {
  de: LegalDocument;
  en: LegalDocument;
}

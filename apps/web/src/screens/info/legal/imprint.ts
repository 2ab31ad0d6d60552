/**
 * Impressum (§ 5 DDG, § 18 MStV). The company data are SAMPLE data: the operator replaces every
 * value marked as such before going live.
 */
import type { LegalTexts } from './document';

export const texts: LegalTexts = {
  de: {
    title: 'Impressum',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'Hinweis',
        paragraphs: [
          'Alle Angaben zum Anbieter auf dieser Seite sind Beispieldaten (Muster). Der Betreiber ersetzt sie vor dem Livegang durch seine eigenen Angaben.',
        ],
      },
      {
        heading: 'Angaben gemäß § 5 DDG',
        paragraphs: [
          'Amora Beispiel GmbH (Musterdaten)',
          'Musterstraße 1, 10115 Berlin, Deutschland (Musteranschrift)',
          'Vertreten durch die Geschäftsführerin: Erika Mustermann (Mustername)',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [
          'Telefon: +49 30 0000000 (Musternummer)',
          'E-Mail: kontakt@amora.example (Musteradresse)',
          'Support: über das Ticketsystem in der App oder support@amora.example',
        ],
      },
      {
        heading: 'Registereintrag',
        paragraphs: [
          'Eintragung im Handelsregister. Registergericht: Amtsgericht Charlottenburg (Muster). Registernummer: HRB 000000 B (Muster).',
        ],
      },
      {
        heading: 'Umsatzsteuer-ID',
        paragraphs: [
          'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (Muster).',
        ],
      },
      {
        heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
        paragraphs: ['Erika Mustermann (Mustername), Anschrift wie oben.'],
      },
      {
        heading: 'Art des Angebots',
        paragraphs: [
          'Amora ist ein virtueller Flirt-Chat-Dienst für Erwachsene ab 18 Jahren. Der Dienst enthält fiktive Profile; persönliche Treffen mit diesen Profilen finden nicht statt. Der Preis pro Nachricht hängt von der gewählten Zahlungsart ab.',
        ],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'Haftung für Inhalte und Links',
        paragraphs: [
          'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für Inhalte, die Mitglieder einstellen, und für Inhalte externer Websites, auf die wir verlinken, übernehmen wir keine Gewähr; rechtswidrige Inhalte entfernen wir unverzüglich, sobald sie uns bekannt werden.',
        ],
      },
    ],
  },
  en: {
    title: 'Imprint',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'Note',
        paragraphs: [
          'All details of the provider on this page are sample data. The operator replaces them with its own details before going live.',
        ],
      },
      {
        heading: 'Information pursuant to § 5 DDG (German Digital Services Act)',
        paragraphs: [
          'Amora Beispiel GmbH (sample data)',
          'Musterstraße 1, 10115 Berlin, Germany (sample address)',
          'Represented by the managing director: Erika Mustermann (sample name)',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Phone: +49 30 0000000 (sample number)',
          'E-mail: kontakt@amora.example (sample address)',
          'Support: through the ticket system in the app or support@amora.example',
        ],
      },
      {
        heading: 'Commercial register',
        paragraphs: [
          'Registered in the commercial register. Court of registration: Amtsgericht Charlottenburg (sample). Registration number: HRB 000000 B (sample).',
        ],
      },
      {
        heading: 'VAT ID',
        paragraphs: [
          'VAT identification number pursuant to § 27a of the German VAT Act: DE000000000 (sample).',
        ],
      },
      {
        heading: 'Responsible for the content pursuant to § 18 (2) MStV',
        paragraphs: ['Erika Mustermann (sample name), address as above.'],
      },
      {
        heading: 'Nature of the service',
        paragraphs: [
          'Amora is a virtual flirting chat service for adults aged 18 and over. The service contains fictional profiles; no personal meetings with these profiles take place. The price per message depends on the payment method.',
        ],
      },
      {
        heading: 'Consumer dispute resolution',
        paragraphs: [
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
      {
        heading: 'Liability for content and links',
        paragraphs: [
          'As a service provider we are responsible for our own content on these pages under the general laws. We accept no liability for content posted by members or for the content of external websites we link to; we remove unlawful content without delay as soon as we become aware of it.',
        ],
      },
    ],
  },
};

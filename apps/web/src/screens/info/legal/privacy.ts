/**
 * Datenschutzerklärung: what this app and its server really process (account, profile, pictures,
 * messages, payments, cookies and local storage, campaign ids, social sign-in). Company and
 * contact data are the imprint's SAMPLE data; a draft for the operator's data protection review.
 */
import type { LegalTexts } from './document';

export const texts: LegalTexts = {
  de: {
    title: 'Datenschutzerklärung',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung ist die im Impressum genannte Anbieterin (Musterdaten): Amora Beispiel GmbH, Musterstraße 1, 10115 Berlin, datenschutz@amora.example (Musteradresse). Den Datenschutzbeauftragten erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragter“.',
        ],
      },
      {
        heading: '2. Konto und Registrierung',
        paragraphs: [
          'Bei der Registrierung verarbeiten wir Vorname, E-Mail-Adresse, Passwort (nur als sicherer Hash gespeichert), Geburtsdatum, Geschlecht, gesuchtes Geschlecht und Beziehungsart, Land, Wohnort und Postleitzahl, Suchradius, Sprache, Plattform (Web, iOS oder Android) und eine zufällige Geräte-ID. Zweck ist die Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO); das Geburtsdatum prüfen wir, weil der Dienst nur Erwachsenen offensteht.',
          'Zur Bestätigung Ihrer E-Mail-Adresse, zum Zurücksetzen des Passworts und für Hinweise zu Ihrem Konto senden wir E-Mails. Den Newsletter können Sie über den Link in jeder E-Mail abbestellen (Art. 6 Abs. 1 lit. a und f DSGVO, § 7 Abs. 3 UWG).',
        ],
      },
      {
        heading: '3. Anmeldung mit Google, Facebook oder Apple',
        paragraphs: [
          'Wenn Sie sich mit Google, Facebook oder Apple anmelden, leitet Ihr Browser Sie zum jeweiligen Anbieter weiter. Wir erhalten von ihm ein Zugangs- oder Identitätstoken und prüfen es auf unserem Server beim Anbieter. Dabei erhalten wir Ihre Kennung beim Anbieter, Ihren Namen und Ihre E-Mail-Adresse, bei Facebook gegebenenfalls Ihr Geburtsdatum. Es werden keine Skripte dieser Anbieter auf unseren Seiten geladen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Für die Verarbeitung beim Anbieter gelten dessen Datenschutzhinweise; dabei kann eine Übermittlung in die USA stattfinden (Angemessenheitsbeschluss EU-US Data Privacy Framework).',
        ],
      },
      {
        heading: '4. Profil, Bilder und Standort',
        paragraphs: [
          'Was Sie in Ihrem Profil angeben (etwa „Über mich“, Interessen, Eigenschaften) und Ihre Bilder sind für andere Mitglieder sichtbar. Hochgeladene Bilder prüfen wir auf ihren Inhalt, verkleinern sie und entfernen Metadaten einschließlich GPS-Angaben.',
          'Für die Suche in Ihrer Nähe nutzen wir die Koordinaten Ihres Wohnorts aus unserem Ortsverzeichnis. Anderen Mitgliedern zeigen wir Entfernungen nur auf ein Raster von etwa einem Kilometer gerundet, nie Ihren genauen Standort.',
        ],
      },
      {
        heading: '5. Nachrichten, Likes und Besuche',
        paragraphs: [
          'Wir speichern Ihre Chatnachrichten und gesendeten Bilder, Likes, Zwinkern, Geschenke, Profilbesuche, Blockierungen und Meldungen, um den Dienst zu erbringen und Missbrauch zu verhindern (Art. 6 Abs. 1 lit. b und f DSGVO). Gemeldete Inhalte können von unserem Team geprüft werden. Die Profile im Dienst sind teilweise fiktiv und werden von Mitarbeitern betreut, die dafür Ihre Nachrichten an diese Profile lesen.',
        ],
      },
      {
        heading: '6. Käufe und Zahlungen',
        paragraphs: [
          'Beim Kauf von Coins oder einer Premium-Mitgliedschaft verarbeiten wir das gewählte Paket, den Betrag, die Zahlungsart, den Zeitpunkt und den Status der Zahlung sowie Ihren Coin-Kontostand. Die Zahlungsdaten selbst (etwa Karten- oder Kontodaten) gibt es nur beim jeweiligen Zahlungsdienstleister (zum Beispiel Stripe, Mollie, microPayment oder PayPal), an den wir Sie weiterleiten. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und c DSGVO; Buchungsdaten bewahren wir nach den handels- und steuerrechtlichen Fristen bis zu zehn Jahre auf.',
        ],
      },
      {
        heading: '7. Cookies und lokaler Speicher',
        paragraphs: [
          'Technisch notwendig (§ 25 Abs. 2 TDDDG): ein Sitzungs-Cookie, das Sie angemeldet hält (httpOnly, endet mit der Abmeldung), und ein Geräte-Cookie, mit dem wir Kampagnenklicks nur einmal zählen.',
          'Im lokalen Speicher Ihres Browsers legen wir ab: eine zufällige Geräte-ID, Ihre Sprache und Ihr Farbschema, den Zeitpunkt der letzten Bestätigungs-E-Mail (für die Wartezeit von zehn Minuten), Ihre Sitzungsdaten (damit die App nach einem Neuladen angemeldet bleibt) sowie Ihre zuletzt verwendeten Anmeldedaten in kodierter, nicht verschlüsselter Form, damit das Anmeldeformular vorausgefüllt ist. Bei der Abmeldung werden die Sitzungsdaten gelöscht; die gespeicherten Anmeldedaten können Sie löschen, indem Sie die Website-Daten Ihres Browsers löschen. Nutzen Sie die App an einem fremden Gerät, melden Sie sich ab und löschen Sie die Website-Daten.',
        ],
      },
      {
        heading: '8. Kampagnen-Kennungen und Nutzungsstatistik',
        paragraphs: [
          'Kommen Sie über einen Werbelink zu uns, enthält er eine Kampagnen-, Klick-, Quellen- und gegebenenfalls eine Profil-Kennung (pid, cid, sid, strangerId). Diese speichern wir für sieben Tage in Cookies (oder, wenn Cookies abgeschaltet sind, im Sitzungsspeicher des Browsers), melden den Klick einmal pro Kampagne an unseren Server und speichern die Kennungen bei einer Registrierung zu Ihrem Konto, um Werbepartner abzurechnen und den Erfolg von Kampagnen zu messen (Art. 6 Abs. 1 lit. f DSGVO). Die Kennungen enthalten keine Angaben zu Ihrer Person.',
          'Nutzungsstatistik: Damit wir sehen, welche Seiten und Funktionen genutzt werden und welche Kampagnen zu Registrierungen und Käufen führen, zählt die App einzelne Ereignisse (Seitenaufruf als Seitentyp ohne Kennungen aus der Adresse, Registrierung, Anmeldung, E-Mail-Bestätigung, Beginn und Abschluss eines Kaufs mit dem Produkt, Like, Zwinkern und Nachricht ohne deren Inhalt) und sendet sie nur an unseren eigenen Server, mit den Kampagnen-Kennungen und, wenn Sie angemeldet sind, Ihrer Mitglieds-ID; Dritte erhalten nichts (Art. 6 Abs. 1 lit. f DSGVO). Sie können jederzeit widersprechen: mit dem Schalter „Anonyme Nutzungsstatistik“ unten auf dieser Seite oder in den Einstellungen unter Datenschutz. Die Wahl wird in Ihrem Konto und im lokalen Speicher des Browsers gespeichert; danach wird nichts mehr gesendet.',
        ],
      },
      {
        heading: '9. Server und Protokolle',
        paragraphs: [
          'Beim Aufruf verarbeiten unsere Server IP-Adresse, Zeitpunkt, aufgerufene Adresse und Browserkennung, um den Dienst auszuliefern und Angriffe abzuwehren (Art. 6 Abs. 1 lit. f DSGVO); Protokolle löschen wir nach spätestens 14 Tagen. Wir hosten in Rechenzentren in der EU.',
        ],
      },
      {
        heading: '10. Speicherdauer',
        paragraphs: [
          'Wir speichern Ihre Daten, solange Ihr Konto besteht. Löschen Sie Ihr Konto, löschen wir Profil, Bilder und Nachrichten innerhalb von 30 Tagen, soweit keine gesetzlichen Aufbewahrungspflichten bestehen.',
        ],
      },
      {
        heading: '11. Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen sowie das Recht, eine Einwilligung jederzeit für die Zukunft zu widerrufen. Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz und Informationsfreiheit.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [
          'The controller is the provider named in the imprint (sample data): Amora Beispiel GmbH, Musterstraße 1, 10115 Berlin, datenschutz@amora.example (sample address). You can reach the data protection officer at the same address, marked “Data protection officer”.',
        ],
      },
      {
        heading: '2. Account and registration',
        paragraphs: [
          'At registration we process first name, e-mail address, password (stored only as a secure hash), date of birth, gender, the gender and relationship you are looking for, country, place of residence and postal code, search radius, language, platform (web, iOS or Android) and a random device id. The purpose is to perform the contract of use (Art. 6 (1) (b) GDPR); we check the date of birth because the service is open to adults only.',
          'We send e-mails to confirm your address, to reset your password and about your account. You can unsubscribe from the newsletter through the link in every e-mail (Art. 6 (1) (a) and (f) GDPR, § 7 (3) UWG).',
        ],
      },
      {
        heading: '3. Sign-in with Google, Facebook or Apple',
        paragraphs: [
          'When you sign in with Google, Facebook or Apple, your browser takes you to that provider. We receive an access or identity token from it and verify it on our server with the provider. We then receive your id at the provider, your name and your e-mail address, and from Facebook possibly your date of birth. No scripts of these providers are loaded on our pages. The legal basis is Art. 6 (1) (b) GDPR. The provider’s privacy notice applies to its processing; data may be transferred to the USA (adequacy decision EU-US Data Privacy Framework).',
        ],
      },
      {
        heading: '4. Profile, pictures and location',
        paragraphs: [
          'What you state in your profile (such as “about me”, interests, traits) and your pictures are visible to other members. We check uploaded pictures for their content, resize them and remove metadata including GPS data.',
          'For the search near you we use the coordinates of your place of residence from our gazetteer. We show other members distances only rounded to a grid of about one kilometre, never your exact location.',
        ],
      },
      {
        heading: '5. Messages, likes and visits',
        paragraphs: [
          'We store your chat messages and the pictures you send, likes, winks, presents, profile visits, blocks and reports in order to provide the service and prevent abuse (Art. 6 (1) (b) and (f) GDPR). Reported content may be reviewed by our team. Some profiles in the service are fictional and run by staff, who read your messages to these profiles for that purpose.',
        ],
      },
      {
        heading: '6. Purchases and payments',
        paragraphs: [
          'When you buy coins or a premium membership we process the chosen package, the amount, the payment method, the time and status of the payment and your coin balance. The payment details themselves (such as card or account details) are held only by the payment provider we forward you to (for example Stripe, Mollie, microPayment or PayPal). The legal bases are Art. 6 (1) (b) and (c) GDPR; we keep booking records for up to ten years as commercial and tax law require.',
        ],
      },
      {
        heading: '7. Cookies and local storage',
        paragraphs: [
          'Technically necessary (§ 25 (2) TDDDG): a session cookie that keeps you logged in (httpOnly, ends with the logout) and a device cookie with which we count campaign clicks only once.',
          'In your browser’s local storage we keep: a random device id, your language and colour theme, the time of the last confirmation e-mail (for the ten-minute wait), your session data (so the app stays logged in after a reload) and your last used login details in encoded, not encrypted, form so that the login form is filled in. The session data are deleted when you log out; you can delete the stored login details by clearing your browser’s site data. If you use the app on someone else’s device, log out and clear the site data.',
        ],
      },
      {
        heading: '8. Campaign ids and usage statistics',
        paragraphs: [
          'If you come to us through an advertising link, it carries a campaign, click, source and possibly a profile id (pid, cid, sid, strangerId). We keep these for seven days in cookies (or, when cookies are switched off, in the browser’s session storage), report the click once per campaign to our server and store the ids with your account when you register, in order to settle accounts with advertising partners and measure the success of campaigns (Art. 6 (1) (f) GDPR). The ids contain no details about you.',
          'Usage statistics: so that we see which pages and features are used and which campaigns lead to registrations and purchases, the app counts single events (a page view as the kind of page, without ids from the address; registration, login, e-mail confirmation, the start and completion of a purchase with the product; a like, a wink and a message without its content) and sends them to our own server only, with the campaign ids and, when you are logged in, your member id; no third party receives anything (Art. 6 (1) (f) GDPR). You can object at any time: with the switch “Anonymous usage statistics” at the end of this page or in the settings under Privacy. The choice is kept with your account and in your browser’s local storage; after that nothing is sent.',
        ],
      },
      {
        heading: '9. Servers and logs',
        paragraphs: [
          'When you visit, our servers process the IP address, time, requested address and browser identification in order to deliver the service and fend off attacks (Art. 6 (1) (f) GDPR); we delete logs after 14 days at the latest. We host in data centres in the EU.',
        ],
      },
      {
        heading: '10. Storage period',
        paragraphs: [
          'We store your data as long as your account exists. If you delete your account, we delete profile, pictures and messages within 30 days unless statutory retention obligations apply.',
        ],
      },
      {
        heading: '11. Your rights',
        paragraphs: [
          'You have the right of access, rectification, erasure, restriction of processing, data portability and to object to processing based on legitimate interests, and the right to withdraw consent at any time with effect for the future. You can complain to a data protection supervisory authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.',
        ],
      },
    ],
  },
};

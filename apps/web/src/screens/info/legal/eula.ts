/** Endnutzer-Lizenzvertrag for the Amora apps and web app: a draft for the operator's lawyer. */
import type { LegalTexts } from './document';

export const texts: LegalTexts = {
  de: {
    title: 'Endnutzer-Lizenzvertrag (EULA)',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Gegenstand',
        paragraphs: [
          'Dieser Lizenzvertrag regelt die Nutzung der Software Amora (die Apps für iOS und Android sowie die Web-App) zwischen der im Impressum genannten Anbieterin und Ihnen. Für die Nutzung des Dienstes selbst gelten zusätzlich unsere Allgemeinen Geschäftsbedingungen und unsere Datenschutzerklärung.',
        ],
      },
      {
        heading: '2. Lizenz',
        paragraphs: [
          'Die Anbieterin räumt Ihnen ein einfaches, nicht übertragbares, widerrufliches Recht ein, die Software auf Geräten, die Sie besitzen oder kontrollieren, für private Zwecke zu nutzen. Bei Apps aus einem App-Store gelten ergänzend die Nutzungsregeln des jeweiligen Stores.',
        ],
      },
      {
        heading: '3. Einschränkungen',
        paragraphs: [
          'Sie dürfen die Software nicht vermieten, verkaufen, unterlizenzieren, dekompilieren oder verändern, soweit dies nicht gesetzlich ausdrücklich erlaubt ist (§ 69e UrhG). Sie dürfen den Dienst nicht automatisiert abfragen, Sicherheitsmaßnahmen umgehen oder die Software zur Verletzung von Rechten Dritter einsetzen.',
        ],
      },
      {
        heading: '4. Inhalte der Mitglieder',
        paragraphs: [
          'Für Texte und Bilder, die Sie über die Software einstellen, bleiben Sie verantwortlich. Sie räumen der Anbieterin die Rechte ein, die nötig sind, um diese Inhalte im Rahmen des Dienstes zu speichern, zu verarbeiten (etwa Bilder zu verkleinern) und anderen Mitgliedern anzuzeigen.',
        ],
      },
      {
        heading: '5. Updates',
        paragraphs: [
          'Die Anbieterin stellt Aktualisierungen bereit, die für den Erhalt der Vertragsmäßigkeit erforderlich sind. Ist eine Version zu alt, um sicher und fehlerfrei zu funktionieren, kann die Software Sie auffordern, sie zu aktualisieren, bevor Sie sie weiter nutzen.',
        ],
      },
      {
        heading: '6. Gewährleistung und Haftung',
        paragraphs: [
          'Es gelten die gesetzlichen Gewährleistungsrechte. Die Haftung richtet sich nach Ziffer 9 der Allgemeinen Geschäftsbedingungen.',
        ],
      },
      {
        heading: '7. Laufzeit',
        paragraphs: [
          'Die Lizenz gilt, solange Sie ein Konto bei Amora haben oder die Software installiert ist. Sie endet mit der Löschung Ihres Kontos oder bei schwerwiegenden Verstößen gegen diesen Vertrag. Mit dem Ende der Lizenz sind Sie verpflichtet, die Software zu entfernen.',
        ],
      },
      {
        heading: '8. Schlussbestimmungen',
        paragraphs: [
          'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzvorschriften Ihres Aufenthaltsstaates bleiben unberührt. Die deutsche Fassung ist verbindlich.',
        ],
      },
    ],
  },
  en: {
    title: 'End-user license agreement (EULA)',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Subject',
        paragraphs: [
          'This license agreement governs the use of the Amora software (the apps for iOS and Android and the web app) between the provider named in the imprint and you. The use of the service itself is additionally governed by our terms and conditions and our privacy policy.',
        ],
      },
      {
        heading: '2. License',
        paragraphs: [
          'The provider grants you a simple, non-transferable, revocable right to use the software for private purposes on devices you own or control. For apps from an app store, the usage rules of that store apply in addition.',
        ],
      },
      {
        heading: '3. Restrictions',
        paragraphs: [
          'You may not rent, sell, sublicense, decompile or modify the software unless the law expressly permits it (§ 69e of the German Copyright Act). You may not query the service automatically, circumvent security measures or use the software to infringe the rights of third parties.',
        ],
      },
      {
        heading: '4. Members’ content',
        paragraphs: [
          'You remain responsible for texts and pictures you post through the software. You grant the provider the rights needed to store and process this content within the service (for example to resize pictures) and to show it to other members.',
        ],
      },
      {
        heading: '5. Updates',
        paragraphs: [
          'The provider supplies the updates needed to keep the software in conformity with the contract. If a version is too old to work safely and correctly, the software may ask you to update it before you continue to use it.',
        ],
      },
      {
        heading: '6. Warranty and liability',
        paragraphs: [
          'The statutory warranty rights apply. Liability is governed by section 9 of the terms and conditions.',
        ],
      },
      {
        heading: '7. Term',
        paragraphs: [
          'The license applies as long as you have an Amora account or the software is installed. It ends with the deletion of your account or in the event of serious breaches of this agreement. When the license ends you must remove the software.',
        ],
      },
      {
        heading: '8. Final provisions',
        paragraphs: [
          'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods; mandatory consumer protection rules of your state of residence remain unaffected. The German version is binding.',
        ],
      },
    ],
  },
};

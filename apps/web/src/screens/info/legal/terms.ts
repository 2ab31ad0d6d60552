/**
 * Allgemeine Geschäftsbedingungen: a draft for a virtual flirt-chat service paid with coins and
 * an optional premium subscription. A draft to be reviewed by the operator's lawyer.
 */
import type { LegalTexts } from './document';

export const texts: LegalTexts = {
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Geltungsbereich',
        paragraphs: [
          'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Nutzung des Dienstes Amora (Website und Apps) zwischen der im Impressum genannten Anbieterin und den Mitgliedern. Abweichende Bedingungen der Mitglieder gelten nicht.',
        ],
      },
      {
        heading: '2. Leistungen von Amora',
        paragraphs: [
          'Amora ist ein virtueller Flirt-Chat-Dienst zur Unterhaltung. Mitglieder können Profile ansehen, liken, zuzwinkern, Geschenke senden und chatten.',
          'Der Dienst enthält fiktive Profile, die von Mitarbeitern der Anbieterin oder von ihr beauftragten Dritten betreut werden. Persönliche Treffen mit diesen Profilen finden nicht statt und sind nicht Gegenstand des Vertrags. Ein bestimmter Erfolg, etwa eine Partnerschaft, ist nicht geschuldet.',
        ],
      },
      {
        heading: '3. Registrierung und Mindestalter',
        paragraphs: [
          'Die Nutzung setzt eine Registrierung voraus. Mitglied werden können nur volljährige natürliche Personen (mindestens 18 Jahre). Die Angaben bei der Registrierung müssen wahr sein; jede Person darf nur ein Konto führen.',
          'Die Zugangsdaten sind geheim zu halten. Das Mitglied haftet für Handlungen über sein Konto, soweit es diese zu vertreten hat.',
        ],
      },
      {
        heading: '4. Coins, Preise und Bezahlung',
        paragraphs: [
          'Die Registrierung und Grundfunktionen sind kostenlos. Bestimmte Funktionen (zum Beispiel Nachrichten über die freien Kontingente hinaus, Bilder, Geschenke oder die Turbo-Rakete) werden mit der virtuellen Währung Coins bezahlt. Die aktuellen Coin-Preise jeder Funktion werden vor der Nutzung angezeigt. Der Preis pro Nachricht hängt von der Zahlungsart ab, mit der die Coins gekauft wurden.',
          'Coins werden in Paketen zu den im Shop angezeigten Preisen in Euro inklusive Umsatzsteuer gekauft. Gekaufte Coins werden zuerst nach freien Kontingenten und Gratis-Coins verbraucht. Coins haben keinen Geldwert außerhalb des Dienstes, sind nicht übertragbar und werden nicht in Geld ausgezahlt, soweit nicht gesetzlich vorgeschrieben.',
          'Die Zahlung erfolgt über die im Shop angebotenen Zahlungsdienstleister. Der Vertrag über ein Coin-Paket kommt mit dem Klick auf den Kaufen-Button und der Bestätigung durch den Zahlungsdienstleister zustande.',
        ],
      },
      {
        heading: '5. Premium-Mitgliedschaft',
        paragraphs: [
          'Die Premium-Mitgliedschaft ist ein Abonnement mit den im Shop beschriebenen Vorteilen, Laufzeiten und Preisen. Sie verlängert sich um die gewählte Laufzeit, wenn sie nicht vor deren Ende gekündigt wird; nach Ablauf der ersten Laufzeit ist sie jederzeit mit einer Frist von einem Monat kündbar. Die Kündigung ist in den Einstellungen oder in Textform möglich.',
        ],
      },
      {
        heading: '6. Widerrufsrecht',
        paragraphs: [
          'Verbraucher haben ein vierzehntägiges Widerrufsrecht nach Maßgabe der Widerrufsbelehrung, die vor jedem Kauf angezeigt wird.',
          'Bei Verträgen über digitale Inhalte und Dienstleistungen erlischt das Widerrufsrecht, wenn das Mitglied ausdrücklich zugestimmt hat, dass die Ausführung vor Ablauf der Widerrufsfrist beginnt, und seine Kenntnis davon bestätigt hat, dass es dadurch sein Widerrufsrecht verliert. Bereits verbrauchte Coins werden im Fall eines Widerrufs anteilig berücksichtigt.',
        ],
      },
      {
        heading: '7. Pflichten der Mitglieder',
        paragraphs: [
          'Untersagt sind insbesondere: Inhalte, die rechtswidrig, beleidigend, pornografisch, jugendgefährdend oder diskriminierend sind; die Weitergabe von Kontaktdaten zu gewerblichen Zwecken; Werbung; das Ausspähen anderer Mitglieder; automatisierte Zugriffe; Bilder, an denen das Mitglied keine Rechte hat.',
          'Mitglieder können Nutzer, Bilder und Chats melden und blockieren. Gemeldete Inhalte prüfen wir und entfernen rechtswidrige Inhalte.',
        ],
      },
      {
        heading: '8. Sperrung und Kündigung',
        paragraphs: [
          'Das Mitglied kann sein Konto jederzeit in den Einstellungen löschen. Nicht verbrauchte gekaufte Coins verfallen mit der Löschung, soweit das Gesetz nichts anderes bestimmt; darauf wird vor der Löschung hingewiesen.',
          'Die Anbieterin kann ein Konto bei Verstößen gegen diese AGB nach Abmahnung sperren oder kündigen; bei schwerwiegenden Verstößen (etwa Minderjährigkeit oder Straftaten) auch ohne Abmahnung. Das Recht zur außerordentlichen Kündigung bleibt unberührt.',
        ],
      },
      {
        heading: '9. Haftung',
        paragraphs: [
          'Die Anbieterin haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung von Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypisch vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung ausgeschlossen.',
          'Eine ständige Verfügbarkeit des Dienstes wird nicht geschuldet; Wartungsarbeiten kündigen wir nach Möglichkeit an.',
        ],
      },
      {
        heading: '10. Änderungen dieser AGB',
        paragraphs: [
          'Änderungen dieser AGB werden den Mitgliedern mindestens sechs Wochen vor ihrem Wirksamwerden in Textform mitgeteilt. Widerspricht das Mitglied nicht innerhalb dieser Frist, gelten die Änderungen als angenommen; auf diese Folge wird in der Mitteilung hingewiesen. Preisänderungen für bereits gekaufte Coins sind ausgeschlossen.',
        ],
      },
      {
        heading: '11. Schlussbestimmungen',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Bestimmungen des Staates ihres gewöhnlichen Aufenthalts entzogen wird. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
          'Die deutsche Fassung dieser AGB ist verbindlich; Übersetzungen dienen nur der Information.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and conditions',
    updated: '2026-11-01',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'These terms and conditions apply to all contracts on the use of the Amora service (website and apps) between the provider named in the imprint and its members. Deviating terms of members do not apply.',
        ],
      },
      {
        heading: '2. What Amora provides',
        paragraphs: [
          'Amora is a virtual flirting chat service for entertainment. Members can view profiles, like, wink, send presents and chat.',
          'The service contains fictional profiles run by staff of the provider or by third parties on its behalf. Personal meetings with these profiles do not take place and are not part of the contract. No particular outcome, such as a relationship, is owed.',
        ],
      },
      {
        heading: '3. Registration and minimum age',
        paragraphs: [
          'Use requires registration. Only natural persons of full age (at least 18 years) can become members. The details given at registration must be true; each person may keep only one account.',
          'Log-in details must be kept secret. The member is liable for actions through their account to the extent they are responsible for them.',
        ],
      },
      {
        heading: '4. Coins, prices and payment',
        paragraphs: [
          'Registration and the basic functions are free. Certain functions (for example messages beyond the free allowances, pictures, presents or the turbo rocket) are paid for with the virtual currency coins. The current coin price of each function is shown before it is used. The price per message depends on the payment method with which the coins were bought.',
          'Coins are bought in packages at the prices shown in the shop in euros including VAT. Purchased coins are spent after the free allowances and free coins. Coins have no monetary value outside the service, cannot be transferred and are not paid out in money unless the law requires it.',
          'Payment is made through the payment providers offered in the shop. The contract for a coin package is concluded by clicking the buy button and the confirmation of the payment provider.',
        ],
      },
      {
        heading: '5. Premium membership',
        paragraphs: [
          'The premium membership is a subscription with the benefits, terms and prices described in the shop. It renews for the chosen term unless cancelled before its end; after the first term it can be cancelled at any time with one month’s notice. It can be cancelled in the settings or in text form.',
        ],
      },
      {
        heading: '6. Right of withdrawal',
        paragraphs: [
          'Consumers have a fourteen-day right of withdrawal as set out in the withdrawal notice shown before every purchase.',
          'For contracts on digital content and services the right of withdrawal expires when the member has expressly agreed that performance begins before the end of the withdrawal period and has confirmed their knowledge that they thereby lose their right of withdrawal. Coins already spent are taken into account proportionally in the event of a withdrawal.',
        ],
      },
      {
        heading: '7. Members’ obligations',
        paragraphs: [
          'Prohibited are in particular: content that is unlawful, insulting, pornographic, harmful to minors or discriminatory; passing on contact details for commercial purposes; advertising; spying on other members; automated access; pictures the member holds no rights to.',
          'Members can report and block users, pictures and chats. We review reported content and remove unlawful content.',
        ],
      },
      {
        heading: '8. Suspension and termination',
        paragraphs: [
          'The member can delete their account at any time in the settings. Unspent purchased coins lapse with the deletion unless the law provides otherwise; the member is told so before deleting.',
          'The provider may suspend or terminate an account after a warning for breaches of these terms; for serious breaches (such as being under age or criminal offences) also without a warning. The right to terminate for good cause remains unaffected.',
        ],
      },
      {
        heading: '9. Liability',
        paragraphs: [
          'The provider is liable without limitation for intent and gross negligence, for injury to life, body or health and under the Product Liability Act. For slightly negligent breaches of essential contractual obligations, liability is limited to the damage typically foreseeable under the contract. Otherwise liability is excluded.',
          'Constant availability of the service is not owed; we announce maintenance where possible.',
        ],
      },
      {
        heading: '10. Changes to these terms',
        paragraphs: [
          'Changes to these terms are notified to members in text form at least six weeks before they take effect. If the member does not object within this period, the changes are deemed accepted; the notification points out this consequence. Price changes for coins already bought are excluded.',
        ],
      },
      {
        heading: '11. Final provisions',
        paragraphs: [
          'The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers this choice of law applies only insofar as it does not deprive them of the protection of mandatory provisions of the state of their habitual residence. Should a provision be invalid, the rest of the contract remains valid.',
          'The German version of these terms is binding; translations are for information only.',
        ],
      },
    ],
  },
};

/**
 * The texts of Amora's mails in the spec's eight interface languages. German addresses the member
 * with 'du' as the app does. A language without a catalogue falls back to English.
 */
export const MAIL_LANGUAGES = ['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface LinkMailTexts {
  subject: string;
  intro: string;
  action: string;
  /** What to do when the member did not ask for this mail. */
  ignore: string;
}

export interface MailTexts {
  greeting: (name: string) => string;
  greetingWithoutName: string;
  linkFallback: string;
  signOff: string;
  doNotReply: string;
  unsubscribeNote: string;
  unsubscribeAction: string;
  confirmEmail: LinkMailTexts & { bonus: (coins: number) => string };
  confirmEmailChange: LinkMailTexts & { newAddress: (email: string) => string };
  /** To the old address once the change is done: to which address, and what if it was not them. */
  emailChanged: { subject: string; intro: (email: string) => string; action: string; note: string };
  passwordReset: LinkMailTexts;
  welcome: { subject: string; intro: string; action: string; hint: string };
  /** The mails while the member is away: a new message, a new match (with a login link). */
  newMessage: AwayMailTexts;
  newMatch: AwayMailTexts;
  /** Under the button of a login link: how long and how often it works. */
  loginLinkNote: (hours: number) => string;
  /** Why the mail came, and where to stop it (Settings' e-mail notification switch). */
  notificationsNote: string;
}

interface AwayMailTexts {
  subject: (partner: string) => string;
  intro: (partner: string) => string;
  action: string;
}

const de: MailTexts = {
  greeting: (name) => `Hallo ${name},`,
  greetingWithoutName: 'Hallo,',
  linkFallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  signOff: 'Dein Amora-Team',
  doNotReply: 'Bitte antworte nicht auf diese E-Mail.',
  unsubscribeNote: 'Du erhältst diese E-Mail, weil du Neuigkeiten von Amora abonniert hast.',
  unsubscribeAction: 'Newsletter abbestellen',
  confirmEmail: {
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    intro:
      'willkommen bei Amora! Bitte bestätige deine E-Mail-Adresse, damit wir ' +
      'wissen, dass sie dir gehört.',
    bonus: (coins) => `Als Dankeschön schenken wir dir ${coins} Coins.`,
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn du dich nicht bei Amora registriert hast, kannst du diese E-Mail ignorieren.',
  },
  confirmEmailChange: {
    subject: 'Bitte bestätige deine neue E-Mail-Adresse',
    intro: 'du möchtest deine E-Mail-Adresse bei Amora ändern.',
    newAddress: (email) => `Bitte bestätige, dass ${email} ab jetzt deine Adresse sein soll.`,
    action: 'Neue E-Mail-Adresse bestätigen',
    ignore:
      'Wenn du das nicht warst, ignoriere diese E-Mail; deine bisherige Adresse bleibt gültig.',
  },
  emailChanged: {
    subject: 'Deine E-Mail-Adresse bei Amora wurde geändert',
    intro: (email) =>
      `die E-Mail-Adresse deines Amora-Kontos wurde gerade auf ${email} geändert. An diese Adresse schreiben wir dir nicht mehr.`,
    action: 'Support kontaktieren',
    note: 'Wenn du das selbst warst, ist alles in Ordnung. Wenn nicht, schreib sofort unserem Support, damit wir dein Konto schützen können.',
  },
  passwordReset: {
    subject: 'Dein neues Passwort für Amora',
    intro: 'du hast ein neues Passwort angefordert. Über den Button kannst du es jetzt festlegen.',
    action: 'Neues Passwort festlegen',
    ignore:
      'Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail; dein ' +
      'Passwort bleibt unverändert.',
  },
  welcome: {
    subject: 'Willkommen bei Amora!',
    intro:
      'schön, dass du da bist! Dein Profil ist bereit: Sieh dir an, wer in deiner ' +
      'Nähe ist, verteile Likes und schreib den Menschen, die dir gefallen.',
    action: 'Amora öffnen',
    hint: 'Tipp: Profile mit Foto und ein paar Interessen bekommen deutlich mehr Nachrichten.',
  },
  newMessage: {
    subject: (partner) => `${partner} hat dir geschrieben`,
    intro: (partner) => `${partner} hat dir auf Amora eine neue Nachricht geschickt.`,
    action: 'Nachricht lesen',
  },
  newMatch: {
    subject: (partner) => `Neues Match: du und ${partner}`,
    intro: (partner) => `du und ${partner} mögt euch gegenseitig. Schreib die erste Nachricht!`,
    action: 'Zum Chat',
  },
  loginLinkNote: (hours) =>
    `Der Button meldet dich direkt an; er funktioniert einmal innerhalb von ${hours} Stunden.`,
  notificationsNote:
    'Du erhältst diese E-Mail, weil deine E-Mail-Benachrichtigungen eingeschaltet sind. ' +
    'Du kannst sie in den Einstellungen ausschalten.',
};

const en: MailTexts = {
  greeting: (name) => `Hi ${name},`,
  greetingWithoutName: 'Hi,',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  signOff: 'Your Amora team',
  doNotReply: 'Please do not reply to this email.',
  unsubscribeNote: 'You receive this email because you subscribed to news from Amora.',
  unsubscribeAction: 'Unsubscribe from the newsletter',
  confirmEmail: {
    subject: 'Please confirm your email address',
    intro: 'Welcome to Amora! Please confirm your email address so we know it is yours.',
    bonus: (coins) => `As a thank-you we give you ${coins} coins.`,
    action: 'Confirm email address',
    ignore: 'If you did not sign up for Amora, you can ignore this email.',
  },
  confirmEmailChange: {
    subject: 'Please confirm your new email address',
    intro: 'You asked to change your email address at Amora.',
    newAddress: (email) => `Please confirm that ${email} shall be your address from now on.`,
    action: 'Confirm new email address',
    ignore: 'If this was not you, ignore this email; your current address stays valid.',
  },
  emailChanged: {
    subject: 'Your Amora email address was changed',
    intro: (email) =>
      `The email address of your Amora account was just changed to ${email}. We will not write to this address any more.`,
    action: 'Contact support',
    note: 'If this was you, all is well. If not, contact our support right away so that we can protect your account.',
  },
  passwordReset: {
    subject: 'Your new Amora password',
    intro: 'You asked for a new password. Use the button to set it now.',
    action: 'Set a new password',
    ignore:
      'If you did not ask for a new password, ignore this email; your password stays as it is.',
  },
  welcome: {
    subject: 'Welcome to Amora!',
    intro:
      'Great to have you here! Your profile is ready: see who is nearby, hand out ' +
      'likes and write to the people you like.',
    action: 'Open Amora',
    hint: 'Tip: profiles with a photo and a few interests get many more messages.',
  },
  newMessage: {
    subject: (partner) => `${partner} wrote to you`,
    intro: (partner) => `${partner} sent you a new message on Amora.`,
    action: 'Read the message',
  },
  newMatch: {
    subject: (partner) => `New match: you and ${partner}`,
    intro: (partner) => `You and ${partner} like each other. Write the first message!`,
    action: 'Open the chat',
  },
  loginLinkNote: (hours) =>
    `The button signs you in directly; it works once within ${hours} hours.`,
  notificationsNote:
    'You receive this email because your email notifications are switched on. ' +
    'You can switch them off in the settings.',
};

const fr: MailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  greetingWithoutName: 'Bonjour,',
  linkFallback: 'Si le bouton ne fonctionne pas, copie ce lien dans ton navigateur :',
  signOff: 'Ton équipe Amora',
  doNotReply: 'Merci de ne pas répondre à cet e-mail.',
  unsubscribeNote: 'Tu reçois cet e-mail parce que tu es abonné·e aux nouvelles d’Amora.',
  unsubscribeAction: 'Se désabonner de la newsletter',
  confirmEmail: {
    subject: 'Confirme ton adresse e-mail',
    intro:
      'Bienvenue sur Amora ! Confirme ton adresse e-mail pour que nous sachions qu’elle est à toi.',
    bonus: (coins) => `Pour te remercier, nous t’offrons ${coins} coins.`,
    action: 'Confirmer l’adresse e-mail',
    ignore: 'Si tu ne t’es pas inscrit·e sur Amora, ignore cet e-mail.',
  },
  confirmEmailChange: {
    subject: 'Confirme ta nouvelle adresse e-mail',
    intro: 'Tu as demandé à changer ton adresse e-mail sur Amora.',
    newAddress: (email) => `Confirme que ${email} sera désormais ton adresse.`,
    action: 'Confirmer la nouvelle adresse',
    ignore: 'Si ce n’était pas toi, ignore cet e-mail ; ton adresse actuelle reste valable.',
  },
  emailChanged: {
    subject: 'Ton adresse e-mail Amora a été modifiée',
    intro: (email) =>
      `L’adresse e-mail de ton compte Amora vient d’être remplacée par ${email}. Nous n’écrirons plus à cette adresse.`,
    action: 'Contacter le support',
    note: 'Si c’était toi, tout va bien. Sinon, contacte tout de suite notre support pour que nous protégions ton compte.',
  },
  passwordReset: {
    subject: 'Ton nouveau mot de passe Amora',
    intro: 'Tu as demandé un nouveau mot de passe. Le bouton te permet de le définir.',
    action: 'Définir un nouveau mot de passe',
    ignore: 'Si tu n’as rien demandé, ignore cet e-mail ; ton mot de passe ne change pas.',
  },
  welcome: {
    subject: 'Bienvenue sur Amora !',
    intro:
      'Ravis de te voir ! Ton profil est prêt : découvre qui est près de toi, ' +
      'distribue des likes et écris aux personnes qui te plaisent.',
    action: 'Ouvrir Amora',
    hint:
      'Astuce : les profils avec une photo et quelques centres d’intérêt reçoivent ' +
      'bien plus de messages.',
  },
  newMessage: {
    subject: (partner) => `${partner} t’a écrit`,
    intro: (partner) => `${partner} t’a envoyé un nouveau message sur Amora.`,
    action: 'Lire le message',
  },
  newMatch: {
    subject: (partner) => `Nouveau match : toi et ${partner}`,
    intro: (partner) => `Toi et ${partner}, vous vous plaisez. Écris le premier message !`,
    action: 'Ouvrir le chat',
  },
  loginLinkNote: (hours) =>
    `Le bouton te connecte directement ; il fonctionne une fois, pendant ${hours} heures.`,
  notificationsNote:
    'Tu reçois cet e-mail parce que tes notifications par e-mail sont activées. ' +
    'Tu peux les désactiver dans les paramètres.',
};

const it: MailTexts = {
  greeting: (name) => `Ciao ${name},`,
  greetingWithoutName: 'Ciao,',
  linkFallback: 'Se il pulsante non funziona, copia questo link nel browser:',
  signOff: 'Il tuo team Amora',
  doNotReply: 'Per favore non rispondere a questa e-mail.',
  unsubscribeNote: 'Ricevi questa e-mail perché ti sei iscritto/a alle novità di Amora.',
  unsubscribeAction: 'Annulla l’iscrizione alla newsletter',
  confirmEmail: {
    subject: 'Conferma il tuo indirizzo e-mail',
    intro: 'benvenuto/a su Amora! Conferma il tuo indirizzo e-mail così sappiamo che è tuo.',
    bonus: (coins) => `Per ringraziarti ti regaliamo ${coins} coin.`,
    action: 'Conferma indirizzo e-mail',
    ignore: 'Se non ti sei registrato/a su Amora, ignora questa e-mail.',
  },
  confirmEmailChange: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    intro: 'hai chiesto di cambiare il tuo indirizzo e-mail su Amora.',
    newAddress: (email) => `Conferma che da ora ${email} sarà il tuo indirizzo.`,
    action: 'Conferma il nuovo indirizzo',
    ignore: 'Se non sei stato/a tu, ignora questa e-mail; il tuo indirizzo attuale resta valido.',
  },
  emailChanged: {
    subject: 'Il tuo indirizzo e-mail su Amora è stato cambiato',
    intro: (email) =>
      `l’indirizzo e-mail del tuo account Amora è appena stato cambiato in ${email}. Non scriveremo più a questo indirizzo.`,
    action: 'Contatta l’assistenza',
    note: 'Se sei stato/a tu, va tutto bene. Altrimenti contatta subito la nostra assistenza, così possiamo proteggere il tuo account.',
  },
  passwordReset: {
    subject: 'La tua nuova password Amora',
    intro: 'hai richiesto una nuova password. Con il pulsante puoi impostarla adesso.',
    action: 'Imposta una nuova password',
    ignore:
      'Se non hai richiesto una nuova password, ignora questa e-mail; la password resta invariata.',
  },
  welcome: {
    subject: 'Benvenuto/a su Amora!',
    intro:
      'che bello averti qui! Il tuo profilo è pronto: scopri chi è vicino a te, ' +
      'metti like e scrivi alle persone che ti piacciono.',
    action: 'Apri Amora',
    hint: 'Consiglio: i profili con una foto e qualche interesse ricevono molti più messaggi.',
  },
  newMessage: {
    subject: (partner) => `${partner} ti ha scritto`,
    intro: (partner) => `${partner} ti ha mandato un nuovo messaggio su Amora.`,
    action: 'Leggi il messaggio',
  },
  newMatch: {
    subject: (partner) => `Nuovo match: tu e ${partner}`,
    intro: (partner) => `tu e ${partner} vi piacete a vicenda. Scrivi il primo messaggio!`,
    action: 'Apri la chat',
  },
  loginLinkNote: (hours) =>
    `Il pulsante ti fa accedere direttamente; funziona una volta entro ${hours} ore.`,
  notificationsNote:
    'Ricevi questa e-mail perché le tue notifiche via e-mail sono attive. ' +
    'Puoi disattivarle nelle impostazioni.',
};

const pl: MailTexts = {
  greeting: (name) => `Cześć ${name},`,
  greetingWithoutName: 'Cześć,',
  linkFallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  signOff: 'Twój zespół Amora',
  doNotReply: 'Prosimy nie odpowiadać na tę wiadomość.',
  unsubscribeNote: 'Otrzymujesz tę wiadomość, ponieważ subskrybujesz nowości Amora.',
  unsubscribeAction: 'Wypisz się z newslettera',
  confirmEmail: {
    subject: 'Potwierdź swój adres e-mail',
    intro: 'witaj w Amora! Potwierdź swój adres e-mail, abyśmy wiedzieli, że należy do Ciebie.',
    bonus: (coins) => `W podziękowaniu dostaniesz ${coins} monet.`,
    action: 'Potwierdź adres e-mail',
    ignore: 'Jeśli nie rejestrowałeś/-aś się w Amora, zignoruj tę wiadomość.',
  },
  confirmEmailChange: {
    subject: 'Potwierdź swój nowy adres e-mail',
    intro: 'poprosiłeś/-aś o zmianę adresu e-mail w Amora.',
    newAddress: (email) => `Potwierdź, że od teraz ${email} ma być Twoim adresem.`,
    action: 'Potwierdź nowy adres',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość; Twój obecny adres pozostaje ważny.',
  },
  emailChanged: {
    subject: 'Twój adres e-mail w Amora został zmieniony',
    intro: (email) =>
      `adres e-mail Twojego konta Amora został właśnie zmieniony na ${email}. Nie będziemy już pisać na ten adres.`,
    action: 'Skontaktuj się z pomocą',
    note: 'Jeśli to Ty, wszystko w porządku. Jeśli nie, natychmiast napisz do naszej pomocy, abyśmy mogli chronić Twoje konto.',
  },
  passwordReset: {
    subject: 'Twoje nowe hasło do Amora',
    intro: 'poprosiłeś/-aś o nowe hasło. Za pomocą przycisku możesz je teraz ustawić.',
    action: 'Ustaw nowe hasło',
    ignore:
      'Jeśli nie prosiłeś/-aś o nowe hasło, zignoruj tę wiadomość; hasło pozostaje bez zmian.',
  },
  welcome: {
    subject: 'Witaj w Amora!',
    intro:
      'cieszymy się, że jesteś! Twój profil jest gotowy: zobacz, kto jest w ' +
      'pobliżu, rozdawaj polubienia i pisz do osób, które Ci się podobają.',
    action: 'Otwórz Amora',
    hint:
      'Wskazówka: profile ze zdjęciem i kilkoma zainteresowaniami dostają znacznie ' +
      'więcej wiadomości.',
  },
  newMessage: {
    subject: (partner) => `${partner} napisał(a) do Ciebie`,
    intro: (partner) => `${partner} wysłał(a) Ci nową wiadomość w Amora.`,
    action: 'Przeczytaj wiadomość',
  },
  newMatch: {
    subject: (partner) => `Nowe dopasowanie: Ty i ${partner}`,
    intro: (partner) => `Ty i ${partner} podobacie się sobie nawzajem. Napisz pierwszą wiadomość!`,
    action: 'Otwórz czat',
  },
  loginLinkNote: (hours) =>
    `Przycisk loguje Cię bezpośrednio; działa jeden raz w ciągu ${hours} godzin.`,
  notificationsNote:
    'Otrzymujesz tę wiadomość, ponieważ masz włączone powiadomienia e-mail. ' +
    'Możesz je wyłączyć w ustawieniach.',
};

const nl: MailTexts = {
  greeting: (name) => `Hoi ${name},`,
  greetingWithoutName: 'Hoi,',
  linkFallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
  signOff: 'Je Amora-team',
  doNotReply: 'Beantwoord deze e-mail alsjeblieft niet.',
  unsubscribeNote: 'Je ontvangt deze e-mail omdat je je hebt aangemeld voor nieuws van Amora.',
  unsubscribeAction: 'Afmelden voor de nieuwsbrief',
  confirmEmail: {
    subject: 'Bevestig je e-mailadres',
    intro: 'Welkom bij Amora! Bevestig je e-mailadres, zodat we weten dat het van jou is.',
    bonus: (coins) => `Als bedankje krijg je ${coins} coins.`,
    action: 'E-mailadres bevestigen',
    ignore: 'Heb je je niet bij Amora aangemeld? Dan kun je deze e-mail negeren.',
  },
  confirmEmailChange: {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: 'Je wilt je e-mailadres bij Amora wijzigen.',
    newAddress: (email) => `Bevestig dat ${email} vanaf nu je adres is.`,
    action: 'Nieuw e-mailadres bevestigen',
    ignore: 'Was jij dit niet? Negeer deze e-mail; je huidige adres blijft geldig.',
  },
  emailChanged: {
    subject: 'Je e-mailadres bij Amora is gewijzigd',
    intro: (email) =>
      `Het e-mailadres van je Amora-account is zojuist gewijzigd in ${email}. We schrijven niet meer naar dit adres.`,
    action: 'Contact opnemen met support',
    note: 'Was jij dit? Dan is alles in orde. Zo niet, neem dan meteen contact op met onze support, zodat we je account kunnen beschermen.',
  },
  passwordReset: {
    subject: 'Je nieuwe Amora-wachtwoord',
    intro: 'Je hebt een nieuw wachtwoord aangevraagd. Met de knop stel je het nu in.',
    action: 'Nieuw wachtwoord instellen',
    ignore:
      'Heb je geen nieuw wachtwoord aangevraagd? Negeer deze e-mail; je ' +
      'wachtwoord blijft hetzelfde.',
  },
  welcome: {
    subject: 'Welkom bij Amora!',
    intro:
      'Fijn dat je er bent! Je profiel staat klaar: kijk wie er in de buurt is, ' +
      'deel likes uit en schrijf de mensen die je leuk vindt.',
    action: 'Amora openen',
    hint: 'Tip: profielen met een foto en een paar interesses krijgen veel meer berichten.',
  },
  newMessage: {
    subject: (partner) => `${partner} heeft je geschreven`,
    intro: (partner) => `${partner} heeft je een nieuw bericht gestuurd op Amora.`,
    action: 'Bericht lezen',
  },
  newMatch: {
    subject: (partner) => `Nieuwe match: jij en ${partner}`,
    intro: (partner) => `Jij en ${partner} vinden elkaar leuk. Schrijf het eerste bericht!`,
    action: 'Chat openen',
  },
  loginLinkNote: (hours) => `De knop logt je direct in; hij werkt één keer binnen ${hours} uur.`,
  notificationsNote:
    'Je ontvangt deze e-mail omdat je e-mailmeldingen aanstaan. ' +
    'Je kunt ze uitzetten in de instellingen.',
};

const da: MailTexts = {
  greeting: (name) => `Hej ${name},`,
  greetingWithoutName: 'Hej,',
  linkFallback: 'Hvis knappen ikke virker, så kopiér dette link ind i din browser:',
  signOff: 'Dit Amora-team',
  doNotReply: 'Svar venligst ikke på denne e-mail.',
  unsubscribeNote: 'Du modtager denne e-mail, fordi du abonnerer på nyheder fra Amora.',
  unsubscribeAction: 'Afmeld nyhedsbrevet',
  confirmEmail: {
    subject: 'Bekræft din e-mailadresse',
    intro: 'Velkommen til Amora! Bekræft din e-mailadresse, så vi ved, at den er din.',
    bonus: (coins) => `Som tak får du ${coins} coins.`,
    action: 'Bekræft e-mailadresse',
    ignore: 'Hvis du ikke har oprettet dig på Amora, kan du se bort fra denne e-mail.',
  },
  confirmEmailChange: {
    subject: 'Bekræft din nye e-mailadresse',
    intro: 'Du har bedt om at ændre din e-mailadresse hos Amora.',
    newAddress: (email) => `Bekræft, at ${email} fremover skal være din adresse.`,
    action: 'Bekræft ny e-mailadresse',
    ignore:
      'Hvis det ikke var dig, så se bort fra denne e-mail; din nuværende adresse gælder stadig.',
  },
  emailChanged: {
    subject: 'Din e-mailadresse hos Amora er blevet ændret',
    intro: (email) =>
      `E-mailadressen på din Amora-konto er netop blevet ændret til ${email}. Vi skriver ikke længere til denne adresse.`,
    action: 'Kontakt support',
    note: 'Hvis det var dig, er alt i orden. Hvis ikke, så kontakt straks vores support, så vi kan beskytte din konto.',
  },
  passwordReset: {
    subject: 'Din nye adgangskode til Amora',
    intro: 'Du har bedt om en ny adgangskode. Med knappen kan du vælge den nu.',
    action: 'Vælg ny adgangskode',
    ignore:
      'Hvis du ikke har bedt om en ny adgangskode, så se bort fra denne e-mail; ' +
      'den forbliver uændret.',
  },
  welcome: {
    subject: 'Velkommen til Amora!',
    intro:
      'Dejligt, at du er her! Din profil er klar: se, hvem der er i nærheden, del ' +
      'likes ud, og skriv til dem, du synes om.',
    action: 'Åbn Amora',
    hint: 'Tip: profiler med et foto og nogle interesser får langt flere beskeder.',
  },
  newMessage: {
    subject: (partner) => `${partner} har skrevet til dig`,
    intro: (partner) => `${partner} har sendt dig en ny besked på Amora.`,
    action: 'Læs beskeden',
  },
  newMatch: {
    subject: (partner) => `Nyt match: dig og ${partner}`,
    intro: (partner) => `Du og ${partner} kan lide hinanden. Skriv den første besked!`,
    action: 'Åbn chatten',
  },
  loginLinkNote: (hours) =>
    `Knappen logger dig direkte ind; den virker én gang inden for ${hours} timer.`,
  notificationsNote:
    'Du modtager denne e-mail, fordi dine e-mailnotifikationer er slået til. ' +
    'Du kan slå dem fra i indstillingerne.',
};

const sv: MailTexts = {
  greeting: (name) => `Hej ${name},`,
  greetingWithoutName: 'Hej,',
  linkFallback: 'Om knappen inte fungerar, kopiera den här länken till din webbläsare:',
  signOff: 'Ditt Amora-team',
  doNotReply: 'Svara inte på det här e-postmeddelandet.',
  unsubscribeNote: 'Du får det här meddelandet eftersom du prenumererar på nyheter från Amora.',
  unsubscribeAction: 'Avsluta prenumerationen på nyhetsbrevet',
  confirmEmail: {
    subject: 'Bekräfta din e-postadress',
    intro: 'Välkommen till Amora! Bekräfta din e-postadress så att vi vet att den är din.',
    bonus: (coins) => `Som tack får du ${coins} coins.`,
    action: 'Bekräfta e-postadress',
    ignore: 'Om du inte har registrerat dig på Amora kan du bortse från det här meddelandet.',
  },
  confirmEmailChange: {
    subject: 'Bekräfta din nya e-postadress',
    intro: 'Du har bett om att byta e-postadress hos Amora.',
    newAddress: (email) => `Bekräfta att ${email} ska vara din adress från och med nu.`,
    action: 'Bekräfta ny e-postadress',
    ignore:
      'Om det inte var du kan du bortse från meddelandet; din nuvarande adress gäller fortfarande.',
  },
  emailChanged: {
    subject: 'Din e-postadress hos Amora har ändrats',
    intro: (email) =>
      `E-postadressen för ditt Amora-konto har just ändrats till ${email}. Vi skriver inte längre till den här adressen.`,
    action: 'Kontakta support',
    note: 'Om det var du är allt i sin ordning. Om inte, kontakta vår support direkt så att vi kan skydda ditt konto.',
  },
  passwordReset: {
    subject: 'Ditt nya lösenord för Amora',
    intro: 'Du har bett om ett nytt lösenord. Med knappen kan du välja det nu.',
    action: 'Välj nytt lösenord',
    ignore:
      'Om du inte har bett om ett nytt lösenord kan du bortse från meddelandet; ' +
      'lösenordet förblir oförändrat.',
  },
  welcome: {
    subject: 'Välkommen till Amora!',
    intro:
      'Kul att du är här! Din profil är klar: se vem som finns i närheten, dela ' +
      'ut likes och skriv till dem du gillar.',
    action: 'Öppna Amora',
    hint: 'Tips: profiler med foto och några intressen får många fler meddelanden.',
  },
  newMessage: {
    subject: (partner) => `${partner} har skrivit till dig`,
    intro: (partner) => `${partner} har skickat ett nytt meddelande till dig på Amora.`,
    action: 'Läs meddelandet',
  },
  newMatch: {
    subject: (partner) => `Ny match: du och ${partner}`,
    intro: (partner) => `Du och ${partner} gillar varandra. Skriv det första meddelandet!`,
    action: 'Öppna chatten',
  },
  loginLinkNote: (hours) =>
    `Knappen loggar in dig direkt; den fungerar en gång inom ${hours} timmar.`,
  notificationsNote:
    'Du får det här meddelandet eftersom dina e-postaviseringar är på. ' +
    'Du kan stänga av dem i inställningarna.',
};

const catalogues: Record<MailLanguage, MailTexts> = { de, en, fr, it, pl, nl, da, sv };
/** The spec writes Danish and Swedish as dk and se in some lists. */
const languageAliases: Record<string, MailLanguage> = { dk: 'da', se: 'sv' };

/** The member's language ('de', 'de-AT', 'DK', ...) as one of the catalogues, English otherwise. */
export function resolveMailLanguage(language: string | undefined | null): MailLanguage {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const resolved = languageAliases[primary] ?? primary;
  return (MAIL_LANGUAGES as readonly string[]).includes(resolved)
    ? (resolved as MailLanguage)
    : 'en';
}

export function mailTexts(language: string | undefined | null): MailTexts {
  return catalogues[resolveMailLanguage(language)];
}

/**
 * The texts of Amora's mails in the spec's eight interface languages. German addresses the member
 * with 'du' as the app does. A language without a catalogue falls back to English.
 */
import type { PictureRejectionReason } from '@amora/contract';

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
  /** An operator's reason for a decision, as written in the console. */
  reason: (reason: string) => string;
  /** The language's quotation marks around a text of someone else's (the support's answer). */
  quote: (text: string) => string;
  /** The mails of the console: an answer of the support, and the operators' decisions. */
  ticketAnswered: NoticeMailTexts;
  /** Never names what was done to the reported member. */
  reportHandled: NoticeMailTexts;
  accountWarned: NoticeMailTexts;
  accountSuspended: Omit<NoticeMailTexts, 'intro'> & { intro: (until: string) => string };
  /** The note says how to object: the support, reached through the public support page. */
  accountBanned: NoticeMailTexts;
  pictureRejected: NoticeMailTexts;
  verificationVerified: NoticeMailTexts;
  verificationRejected: NoticeMailTexts;
  /** Why a picture or a selfie was not approved, one sentence each. */
  pictureRejectionReasons: Record<PictureRejectionReason, string>;
}

/** A mail on an operator's decision: what happened, a button, and what the member can do. */
export interface NoticeMailTexts {
  subject: string;
  intro: string;
  action: string;
  note: string;
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
  reason: (reason) => `Grund: ${reason}`,
  quote: (text) => `„${text}“`,
  ticketAnswered: {
    subject: 'Unser Support hat dir geantwortet',
    intro: 'unser Support-Team hat auf deine Anfrage geantwortet:',
    action: 'Zu deinen Anfragen',
    note: 'Wenn du noch Fragen hast, kannst du dort direkt antworten.',
  },
  reportHandled: {
    subject: 'Danke für deine Meldung',
    intro:
      'danke, dass du uns ein Mitglied gemeldet hast. Wir haben uns die Sache angesehen und, ' +
      'wo nötig, Maßnahmen ergriffen.',
    action: 'Amora öffnen',
    note:
      'Zum Schutz der Privatsphäre aller können wir dir keine Einzelheiten nennen. Danke, dass ' +
      'du hilfst, Amora zu einem freundlichen Ort zu machen.',
  },
  accountWarned: {
    subject: 'Eine Verwarnung für dein Amora-Konto',
    intro: 'du hast gegen unsere Community-Regeln verstoßen. Deshalb erhältst du eine Verwarnung.',
    action: 'AGB lesen',
    note:
      'Bitte halte dich ab jetzt an die Regeln: Bei einem weiteren Verstoß können wir dein Konto ' +
      'sperren oder schließen. Wenn du glaubst, dass es sich um einen Irrtum handelt, schreib ' +
      'unserem Support.',
  },
  accountSuspended: {
    subject: 'Dein Amora-Konto ist vorübergehend gesperrt',
    intro: (until) =>
      `wegen eines Verstoßes gegen unsere Community-Regeln ist dein Konto bis ${until} gesperrt.`,
    action: 'Support kontaktieren',
    note:
      'Danach kannst du dich wieder anmelden. Wenn du glaubst, dass es sich um einen Irrtum ' +
      'handelt, schreib unserem Support.',
  },
  accountBanned: {
    subject: 'Dein Amora-Konto wurde geschlossen',
    intro:
      'wegen eines Verstoßes gegen unsere Community-Regeln haben wir dein Konto geschlossen. ' +
      'Du kannst dich nicht mehr anmelden.',
    action: 'Support kontaktieren',
    note:
      'Wenn du glaubst, dass es sich um einen Irrtum handelt, kannst du widersprechen: Schreib ' +
      'unserem Support und erkläre uns, warum. Die Adresse findest du auf unserer Support-Seite.',
  },
  pictureRejected: {
    subject: 'Eines deiner Bilder wurde nicht freigegeben',
    intro:
      'wir konnten eines deiner Bilder leider nicht freigeben; andere Mitglieder sehen es nicht.',
    action: 'Zu deinen Bildern',
    note:
      'Du kannst jederzeit ein anderes Bild hochladen. Am besten kommen Bilder an, auf denen ' +
      'man dich gut erkennt.',
  },
  verificationVerified: {
    subject: 'Dein Profil ist verifiziert',
    intro:
      'gute Nachrichten: Dein Profil ist jetzt verifiziert. Andere Mitglieder sehen das ' +
      'Verifiziert-Zeichen bei deinem Namen.',
    action: 'Zu deinem Profil',
    note: 'Danke, dass du hilfst, Amora echt und sicher zu halten.',
  },
  verificationRejected: {
    subject: 'Wir konnten dein Profil nicht verifizieren',
    intro:
      'wir konnten dein Profil mit dem Selfie, das du geschickt hast, leider nicht verifizieren.',
    action: 'Erneut versuchen',
    note:
      'Du kannst es jederzeit mit einem neuen Selfie noch einmal versuchen. Achte darauf, dass ' +
      'man dein Gesicht gut erkennt und es zu deinem Profilbild passt.',
  },
  pictureRejectionReasons: {
    notAPerson: 'Auf dem Bild ist keine Person deutlich zu erkennen.',
    nudity: 'Das Bild zeigt Nacktheit oder sexuelle Inhalte.',
    minor: 'Das Bild zeigt eine minderjährige Person.',
    celebrity:
      'Das Bild zeigt offenbar eine bekannte Persönlichkeit oder jemand anderen, nicht dich.',
    textOrContact: 'Das Bild enthält Text oder Kontaktdaten.',
    other: 'Das Bild entspricht nicht unseren Bildrichtlinien.',
  },
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
  reason: (reason) => `Reason: ${reason}`,
  quote: (text) => `“${text}”`,
  ticketAnswered: {
    subject: 'Our support team has answered you',
    intro: 'Our support team has answered your request:',
    action: 'Open your requests',
    note: 'If you have more questions, you can reply there.',
  },
  reportHandled: {
    subject: 'Thank you for your report',
    intro:
      'Thank you for reporting a member to us. We looked into it and took action where needed.',
    action: 'Open Amora',
    note:
      'To protect everyone’s privacy we cannot tell you more. Thank you for helping to keep ' +
      'Amora a friendly place.',
  },
  accountWarned: {
    subject: 'A warning about your Amora account',
    intro: 'You broke our community rules, so we are giving you a warning.',
    action: 'Read our terms',
    note:
      'Please keep to the rules from now on: if it happens again, we may suspend or close your ' +
      'account. If you think this is a mistake, contact our support.',
  },
  accountSuspended: {
    subject: 'Your Amora account is suspended',
    intro: (until) => `Your account is suspended until ${until} for breaking our community rules.`,
    action: 'Contact support',
    note: 'After that you can sign in again. If you think this is a mistake, contact our support.',
  },
  accountBanned: {
    subject: 'Your Amora account has been closed',
    intro:
      'We have closed your account for breaking our community rules. You can no longer sign in.',
    action: 'Contact support',
    note:
      'If you think this is a mistake, you can object: write to our support and tell us why. ' +
      'You will find the address on our support page.',
  },
  pictureRejected: {
    subject: 'One of your pictures was not approved',
    intro: 'We could not approve one of your pictures, so other members do not see it.',
    action: 'Open your pictures',
    note:
      'You can upload another picture at any time. Pictures that show you clearly get the ' +
      'most attention.',
  },
  verificationVerified: {
    subject: 'Your profile is verified',
    intro:
      'Good news: your profile is now verified. Other members see the verified mark next to ' +
      'your name.',
    action: 'View your profile',
    note: 'Thank you for helping to keep Amora genuine and safe.',
  },
  verificationRejected: {
    subject: 'We could not verify your profile',
    intro: 'Unfortunately we could not verify your profile with the selfie you sent.',
    action: 'Try again',
    note:
      'You can try again at any time with a new selfie. Make sure your face is clearly visible ' +
      'and matches your profile picture.',
  },
  pictureRejectionReasons: {
    notAPerson: 'The picture does not clearly show a person.',
    nudity: 'The picture shows nudity or sexual content.',
    minor: 'The picture shows a minor.',
    celebrity: 'The picture seems to show a celebrity or someone else, not you.',
    textOrContact: 'The picture contains text or contact details.',
    other: 'The picture does not meet our picture guidelines.',
  },
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
  reason: (reason) => `Motif : ${reason}`,
  quote: (text) => `« ${text} »`,
  ticketAnswered: {
    subject: 'Notre support t’a répondu',
    intro: 'Notre équipe support a répondu à ta demande :',
    action: 'Voir tes demandes',
    note: 'Si tu as d’autres questions, tu peux répondre directement là-bas.',
  },
  reportHandled: {
    subject: 'Merci pour ton signalement',
    intro:
      'Merci de nous avoir signalé un membre. Nous avons examiné la situation et pris des ' +
      'mesures si nécessaire.',
    action: 'Ouvrir Amora',
    note:
      'Pour protéger la vie privée de chacun, nous ne pouvons pas t’en dire plus. Merci de nous ' +
      'aider à faire d’Amora un endroit agréable.',
  },
  accountWarned: {
    subject: 'Un avertissement pour ton compte Amora',
    intro:
      'Tu as enfreint les règles de notre communauté ; nous t’adressons donc un avertissement.',
    action: 'Lire nos conditions',
    note:
      'Merci de respecter les règles à l’avenir : en cas de nouvelle infraction, nous pourrons ' +
      'suspendre ou fermer ton compte. Si tu penses qu’il s’agit d’une erreur, contacte notre ' +
      'support.',
  },
  accountSuspended: {
    subject: 'Ton compte Amora est suspendu',
    intro: (until) =>
      `Ton compte est suspendu jusqu’au ${until} pour non-respect des règles de notre communauté.`,
    action: 'Contacter le support',
    note:
      'Tu pourras ensuite te reconnecter. Si tu penses qu’il s’agit d’une erreur, contacte ' +
      'notre support.',
  },
  accountBanned: {
    subject: 'Ton compte Amora a été fermé',
    intro:
      'Nous avons fermé ton compte pour non-respect des règles de notre communauté. Tu ne peux ' +
      'plus te connecter.',
    action: 'Contacter le support',
    note:
      'Si tu penses qu’il s’agit d’une erreur, tu peux contester cette décision : écris à notre ' +
      'support en expliquant pourquoi. Tu trouveras l’adresse sur notre page d’assistance.',
  },
  pictureRejected: {
    subject: 'Une de tes photos n’a pas été validée',
    intro: 'Nous n’avons pas pu valider une de tes photos ; les autres membres ne la voient pas.',
    action: 'Voir tes photos',
    note:
      'Tu peux ajouter une autre photo à tout moment. Les photos où l’on te voit bien ont le ' +
      'plus de succès.',
  },
  verificationVerified: {
    subject: 'Ton profil est vérifié',
    intro:
      'Bonne nouvelle : ton profil est maintenant vérifié. Les autres membres voient le badge ' +
      'de vérification à côté de ton nom.',
    action: 'Voir ton profil',
    note: 'Merci de nous aider à garder Amora authentique et sûr.',
  },
  verificationRejected: {
    subject: 'Nous n’avons pas pu vérifier ton profil',
    intro:
      'Malheureusement, nous n’avons pas pu vérifier ton profil avec le selfie que tu as envoyé.',
    action: 'Réessayer',
    note:
      'Tu peux réessayer à tout moment avec un nouveau selfie. Veille à ce que ton visage soit ' +
      'bien visible et corresponde à ta photo de profil.',
  },
  pictureRejectionReasons: {
    notAPerson: 'La photo ne montre pas clairement une personne.',
    nudity: 'La photo montre de la nudité ou un contenu sexuel.',
    minor: 'La photo montre une personne mineure.',
    celebrity: 'La photo semble montrer une célébrité ou une autre personne que toi.',
    textOrContact: 'La photo contient du texte ou des coordonnées.',
    other: 'La photo ne respecte pas nos règles concernant les photos.',
  },
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
  reason: (reason) => `Motivo: ${reason}`,
  quote: (text) => `«${text}»`,
  ticketAnswered: {
    subject: 'L’assistenza ti ha risposto',
    intro: 'il nostro team di assistenza ha risposto alla tua richiesta:',
    action: 'Vai alle tue richieste',
    note: 'Se hai altre domande, puoi rispondere direttamente lì.',
  },
  reportHandled: {
    subject: 'Grazie per la tua segnalazione',
    intro:
      'grazie per averci segnalato un membro. Abbiamo esaminato il caso e, dove necessario, ' +
      'abbiamo preso provvedimenti.',
    action: 'Apri Amora',
    note:
      'Per proteggere la privacy di tutti non possiamo darti altri dettagli. Grazie per ' +
      'aiutarci a mantenere Amora un posto piacevole.',
  },
  accountWarned: {
    subject: 'Un avvertimento per il tuo account Amora',
    intro: 'hai violato le regole della nostra community, per questo ricevi un avvertimento.',
    action: 'Leggi le condizioni',
    note:
      'Ti chiediamo di rispettare le regole d’ora in poi: in caso di un’altra violazione ' +
      'potremmo sospendere o chiudere il tuo account. Se pensi che si tratti di un errore, ' +
      'scrivi alla nostra assistenza.',
  },
  accountSuspended: {
    subject: 'Il tuo account Amora è sospeso',
    intro: (until) =>
      `il tuo account è sospeso fino al ${until} perché hai violato le regole della nostra community.`,
    action: 'Contatta l’assistenza',
    note:
      'Dopo potrai accedere di nuovo. Se pensi che si tratti di un errore, scrivi alla nostra ' +
      'assistenza.',
  },
  accountBanned: {
    subject: 'Il tuo account Amora è stato chiuso',
    intro:
      'abbiamo chiuso il tuo account perché hai violato le regole della nostra community. Non ' +
      'puoi più accedere.',
    action: 'Contatta l’assistenza',
    note:
      'Se pensi che si tratti di un errore, puoi opporti: scrivi alla nostra assistenza e ' +
      'spiegaci il motivo. Trovi l’indirizzo nella nostra pagina di assistenza.',
  },
  pictureRejected: {
    subject: 'Una delle tue foto non è stata approvata',
    intro:
      'non abbiamo potuto approvare una delle tue foto, quindi gli altri membri non la vedono.',
    action: 'Vai alle tue foto',
    note:
      'Puoi caricare un’altra foto in qualsiasi momento. Le foto in cui ti si vede bene ' +
      'ricevono più attenzione.',
  },
  verificationVerified: {
    subject: 'Il tuo profilo è verificato',
    intro:
      'ottime notizie: il tuo profilo ora è verificato. Gli altri membri vedono il segno di ' +
      'verifica accanto al tuo nome.',
    action: 'Vai al tuo profilo',
    note: 'Grazie per aiutarci a mantenere Amora autentica e sicura.',
  },
  verificationRejected: {
    subject: 'Non abbiamo potuto verificare il tuo profilo',
    intro: 'purtroppo non abbiamo potuto verificare il tuo profilo con il selfie che hai inviato.',
    action: 'Riprova',
    note:
      'Puoi riprovare in qualsiasi momento con un nuovo selfie. Assicurati che il tuo viso si ' +
      'veda bene e corrisponda alla tua foto profilo.',
  },
  pictureRejectionReasons: {
    notAPerson: 'La foto non mostra chiaramente una persona.',
    nudity: 'La foto mostra nudità o contenuti sessuali.',
    minor: 'La foto mostra una persona minorenne.',
    celebrity: 'La foto sembra mostrare una persona famosa o qualcun altro, non te.',
    textOrContact: 'La foto contiene testo o dati di contatto.',
    other: 'La foto non rispetta le nostre regole sulle foto.',
  },
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
  reason: (reason) => `Powód: ${reason}`,
  quote: (text) => `„${text}”`,
  ticketAnswered: {
    subject: 'Nasza pomoc odpowiedziała na Twoje zgłoszenie',
    intro: 'nasz zespół pomocy odpowiedział na Twoje zgłoszenie:',
    action: 'Zobacz swoje zgłoszenia',
    note: 'Jeśli masz jeszcze pytania, możesz odpowiedzieć bezpośrednio tam.',
  },
  reportHandled: {
    subject: 'Dziękujemy za Twoje zgłoszenie',
    intro:
      'dziękujemy, że zgłosiłeś/-aś nam użytkownika. Przyjrzeliśmy się sprawie i w razie ' +
      'potrzeby podjęliśmy odpowiednie kroki.',
    action: 'Otwórz Amora',
    note:
      'Aby chronić prywatność wszystkich, nie możemy podać Ci szczegółów. Dziękujemy, że ' +
      'pomagasz dbać o przyjazną atmosferę w Amora.',
  },
  accountWarned: {
    subject: 'Ostrzeżenie dotyczące Twojego konta Amora',
    intro: 'naruszyłeś/-aś zasady naszej społeczności, dlatego otrzymujesz ostrzeżenie.',
    action: 'Przeczytaj regulamin',
    note:
      'Prosimy, przestrzegaj od teraz zasad: przy kolejnym naruszeniu możemy zawiesić lub ' +
      'zamknąć Twoje konto. Jeśli uważasz, że to pomyłka, napisz do naszej pomocy.',
  },
  accountSuspended: {
    subject: 'Twoje konto Amora jest zawieszone',
    intro: (until) =>
      `z powodu naruszenia zasad naszej społeczności Twoje konto jest zawieszone do ${until}.`,
    action: 'Skontaktuj się z pomocą',
    note: 'Potem możesz znowu się zalogować. Jeśli uważasz, że to pomyłka, napisz do naszej pomocy.',
  },
  accountBanned: {
    subject: 'Twoje konto Amora zostało zamknięte',
    intro:
      'z powodu naruszenia zasad naszej społeczności zamknęliśmy Twoje konto. Nie możesz się ' +
      'już zalogować.',
    action: 'Skontaktuj się z pomocą',
    note:
      'Jeśli uważasz, że to pomyłka, możesz się odwołać: napisz do naszej pomocy i wyjaśnij ' +
      'dlaczego. Adres znajdziesz na naszej stronie pomocy.',
  },
  pictureRejected: {
    subject: 'Jedno z Twoich zdjęć nie zostało zatwierdzone',
    intro:
      'nie mogliśmy zatwierdzić jednego z Twoich zdjęć, dlatego inni użytkownicy go nie widzą.',
    action: 'Zobacz swoje zdjęcia',
    note:
      'W każdej chwili możesz dodać inne zdjęcie. Najlepiej sprawdzają się zdjęcia, na których ' +
      'dobrze Cię widać.',
  },
  verificationVerified: {
    subject: 'Twój profil jest zweryfikowany',
    intro:
      'dobra wiadomość: Twój profil jest teraz zweryfikowany. Inni użytkownicy widzą znak ' +
      'weryfikacji przy Twoim imieniu.',
    action: 'Zobacz swój profil',
    note: 'Dziękujemy, że pomagasz dbać o to, by Amora była autentyczna i bezpieczna.',
  },
  verificationRejected: {
    subject: 'Nie udało się zweryfikować Twojego profilu',
    intro:
      'niestety nie udało nam się zweryfikować Twojego profilu na podstawie przesłanego selfie.',
    action: 'Spróbuj ponownie',
    note:
      'W każdej chwili możesz spróbować ponownie z nowym selfie. Zadbaj o to, by Twoja twarz ' +
      'była dobrze widoczna i pasowała do zdjęcia profilowego.',
  },
  pictureRejectionReasons: {
    notAPerson: 'Na zdjęciu nie widać wyraźnie żadnej osoby.',
    nudity: 'Zdjęcie przedstawia nagość lub treści seksualne.',
    minor: 'Zdjęcie przedstawia osobę niepełnoletnią.',
    celebrity: 'Zdjęcie wydaje się przedstawiać znaną osobę lub kogoś innego, a nie Ciebie.',
    textOrContact: 'Zdjęcie zawiera tekst lub dane kontaktowe.',
    other: 'Zdjęcie nie spełnia naszych zasad dotyczących zdjęć.',
  },
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
  reason: (reason) => `Reden: ${reason}`,
  quote: (text) => `“${text}”`,
  ticketAnswered: {
    subject: 'Onze support heeft je geantwoord',
    intro: 'Ons supportteam heeft je vraag beantwoord:',
    action: 'Naar je vragen',
    note: 'Heb je nog meer vragen? Dan kun je daar direct reageren.',
  },
  reportHandled: {
    subject: 'Bedankt voor je melding',
    intro:
      'Bedankt dat je een lid bij ons hebt gemeld. We hebben ernaar gekeken en waar nodig ' +
      'maatregelen genomen.',
    action: 'Amora openen',
    note:
      'Om ieders privacy te beschermen kunnen we je geen details geven. Bedankt dat je helpt ' +
      'Amora een fijne plek te houden.',
  },
  accountWarned: {
    subject: 'Een waarschuwing voor je Amora-account',
    intro: 'Je hebt onze communityregels overtreden. Daarom krijg je een waarschuwing.',
    action: 'Onze voorwaarden lezen',
    note:
      'Houd je voortaan aan de regels: bij een nieuwe overtreding kunnen we je account schorsen ' +
      'of sluiten. Denk je dat dit een vergissing is? Neem dan contact op met onze support.',
  },
  accountSuspended: {
    subject: 'Je Amora-account is geschorst',
    intro: (until) =>
      `Je account is tot ${until} geschorst omdat je onze communityregels hebt overtreden.`,
    action: 'Contact opnemen met support',
    note:
      'Daarna kun je weer inloggen. Denk je dat dit een vergissing is? Neem dan contact op met ' +
      'onze support.',
  },
  accountBanned: {
    subject: 'Je Amora-account is gesloten',
    intro:
      'We hebben je account gesloten omdat je onze communityregels hebt overtreden. Je kunt ' +
      'niet meer inloggen.',
    action: 'Contact opnemen met support',
    note:
      'Denk je dat dit een vergissing is? Dan kun je bezwaar maken: schrijf onze support en leg ' +
      'uit waarom. Het adres vind je op onze supportpagina.',
  },
  pictureRejected: {
    subject: 'Een van je foto’s is niet goedgekeurd',
    intro: 'We konden een van je foto’s niet goedkeuren, dus andere leden zien hem niet.',
    action: 'Naar je foto’s',
    note:
      'Je kunt altijd een andere foto uploaden. Foto’s waarop je goed te zien bent, krijgen de ' +
      'meeste aandacht.',
  },
  verificationVerified: {
    subject: 'Je profiel is geverifieerd',
    intro:
      'Goed nieuws: je profiel is nu geverifieerd. Andere leden zien het verificatieteken bij ' +
      'je naam.',
    action: 'Naar je profiel',
    note: 'Bedankt dat je helpt Amora echt en veilig te houden.',
  },
  verificationRejected: {
    subject: 'We konden je profiel niet verifiëren',
    intro: 'Helaas konden we je profiel niet verifiëren met de selfie die je hebt gestuurd.',
    action: 'Opnieuw proberen',
    note:
      'Je kunt het altijd opnieuw proberen met een nieuwe selfie. Zorg dat je gezicht goed te ' +
      'zien is en overeenkomt met je profielfoto.',
  },
  pictureRejectionReasons: {
    notAPerson: 'Op de foto is niet duidelijk een persoon te zien.',
    nudity: 'De foto toont naakt of seksuele inhoud.',
    minor: 'De foto toont een minderjarige.',
    celebrity: 'De foto lijkt een bekend persoon of iemand anders te tonen, niet jou.',
    textOrContact: 'De foto bevat tekst of contactgegevens.',
    other: 'De foto voldoet niet aan onze fotoregels.',
  },
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
  reason: (reason) => `Begrundelse: ${reason}`,
  quote: (text) => `»${text}«`,
  ticketAnswered: {
    subject: 'Vores support har svaret dig',
    intro: 'Vores supportteam har svaret på din henvendelse:',
    action: 'Se dine henvendelser',
    note: 'Hvis du har flere spørgsmål, kan du svare direkte der.',
  },
  reportHandled: {
    subject: 'Tak for din indberetning',
    intro:
      'Tak, fordi du har indberettet et medlem til os. Vi har set på sagen og har grebet ind, ' +
      'hvor det var nødvendigt.',
    action: 'Åbn Amora',
    note:
      'For at beskytte alles privatliv kan vi ikke fortælle dig detaljerne. Tak, fordi du ' +
      'hjælper med at gøre Amora til et venligt sted.',
  },
  accountWarned: {
    subject: 'En advarsel om din Amora-konto',
    intro: 'Du har overtrådt vores fællesskabsregler, og derfor giver vi dig en advarsel.',
    action: 'Læs vores vilkår',
    note:
      'Overhold venligst reglerne fremover: Ved en ny overtrædelse kan vi suspendere eller ' +
      'lukke din konto. Hvis du mener, at det er en fejl, så kontakt vores support.',
  },
  accountSuspended: {
    subject: 'Din Amora-konto er suspenderet',
    intro: (until) =>
      `Din konto er suspenderet indtil ${until}, fordi du har overtrådt vores fællesskabsregler.`,
    action: 'Kontakt support',
    note: 'Derefter kan du logge ind igen. Hvis du mener, at det er en fejl, så kontakt vores support.',
  },
  accountBanned: {
    subject: 'Din Amora-konto er blevet lukket',
    intro:
      'Vi har lukket din konto, fordi du har overtrådt vores fællesskabsregler. Du kan ikke ' +
      'længere logge ind.',
    action: 'Kontakt support',
    note:
      'Hvis du mener, at det er en fejl, kan du gøre indsigelse: Skriv til vores support, og ' +
      'fortæl os hvorfor. Du finder adressen på vores supportside.',
  },
  pictureRejected: {
    subject: 'Et af dine billeder blev ikke godkendt',
    intro: 'Vi kunne ikke godkende et af dine billeder, så andre medlemmer kan ikke se det.',
    action: 'Se dine billeder',
    note:
      'Du kan til enhver tid uploade et andet billede. Billeder, hvor man kan se dig tydeligt, ' +
      'får mest opmærksomhed.',
  },
  verificationVerified: {
    subject: 'Din profil er verificeret',
    intro:
      'Gode nyheder: Din profil er nu verificeret. Andre medlemmer ser verificeringsmærket ved ' +
      'dit navn.',
    action: 'Se din profil',
    note: 'Tak, fordi du hjælper med at holde Amora ægte og sikker.',
  },
  verificationRejected: {
    subject: 'Vi kunne ikke verificere din profil',
    intro: 'Desværre kunne vi ikke verificere din profil med den selfie, du sendte.',
    action: 'Prøv igen',
    note:
      'Du kan altid prøve igen med en ny selfie. Sørg for, at dit ansigt er tydeligt og passer ' +
      'til dit profilbillede.',
  },
  pictureRejectionReasons: {
    notAPerson: 'Billedet viser ikke tydeligt en person.',
    nudity: 'Billedet viser nøgenhed eller seksuelt indhold.',
    minor: 'Billedet viser en mindreårig.',
    celebrity: 'Billedet ser ud til at vise en kendt person eller en anden end dig.',
    textOrContact: 'Billedet indeholder tekst eller kontaktoplysninger.',
    other: 'Billedet overholder ikke vores retningslinjer for billeder.',
  },
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
  reason: (reason) => `Anledning: ${reason}`,
  quote: (text) => `”${text}”`,
  ticketAnswered: {
    subject: 'Vår support har svarat dig',
    intro: 'Vårt supportteam har svarat på ditt ärende:',
    action: 'Visa dina ärenden',
    note: 'Om du har fler frågor kan du svara direkt där.',
  },
  reportHandled: {
    subject: 'Tack för din anmälan',
    intro:
      'Tack för att du anmälde en medlem till oss. Vi har tittat på saken och vidtagit åtgärder ' +
      'där det behövdes.',
    action: 'Öppna Amora',
    note:
      'För att skydda allas integritet kan vi inte berätta några detaljer. Tack för att du ' +
      'hjälper till att göra Amora till en trevlig plats.',
  },
  accountWarned: {
    subject: 'En varning för ditt Amora-konto',
    intro: 'Du har brutit mot våra gemenskapsregler och får därför en varning.',
    action: 'Läs våra villkor',
    note:
      'Följ reglerna från och med nu: vid en ny överträdelse kan vi stänga av eller avsluta ' +
      'ditt konto. Om du tror att det är ett misstag, kontakta vår support.',
  },
  accountSuspended: {
    subject: 'Ditt Amora-konto är avstängt',
    intro: (until) =>
      `Ditt konto är avstängt till ${until} eftersom du har brutit mot våra gemenskapsregler.`,
    action: 'Kontakta support',
    note: 'Därefter kan du logga in igen. Om du tror att det är ett misstag, kontakta vår support.',
  },
  accountBanned: {
    subject: 'Ditt Amora-konto har avslutats',
    intro:
      'Vi har avslutat ditt konto eftersom du har brutit mot våra gemenskapsregler. Du kan inte ' +
      'längre logga in.',
    action: 'Kontakta support',
    note:
      'Om du tror att det är ett misstag kan du invända: skriv till vår support och berätta ' +
      'varför. Du hittar adressen på vår supportsida.',
  },
  pictureRejected: {
    subject: 'En av dina bilder godkändes inte',
    intro: 'Vi kunde inte godkänna en av dina bilder, så andra medlemmar ser den inte.',
    action: 'Visa dina bilder',
    note:
      'Du kan när som helst ladda upp en annan bild. Bilder där man ser dig tydligt får mest ' +
      'uppmärksamhet.',
  },
  verificationVerified: {
    subject: 'Din profil är verifierad',
    intro:
      'Goda nyheter: din profil är nu verifierad. Andra medlemmar ser verifieringsmärket vid ' +
      'ditt namn.',
    action: 'Visa din profil',
    note: 'Tack för att du hjälper till att hålla Amora äkta och tryggt.',
  },
  verificationRejected: {
    subject: 'Vi kunde inte verifiera din profil',
    intro: 'Tyvärr kunde vi inte verifiera din profil med selfien du skickade.',
    action: 'Försök igen',
    note:
      'Du kan när som helst försöka igen med en ny selfie. Se till att ditt ansikte syns ' +
      'tydligt och stämmer med din profilbild.',
  },
  pictureRejectionReasons: {
    notAPerson: 'Bilden visar inte tydligt en person.',
    nudity: 'Bilden visar nakenhet eller sexuellt innehåll.',
    minor: 'Bilden visar en minderårig.',
    celebrity: 'Bilden verkar visa en känd person eller någon annan än dig.',
    textOrContact: 'Bilden innehåller text eller kontaktuppgifter.',
    other: 'Bilden uppfyller inte våra riktlinjer för bilder.',
  },
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

/**
 * The server knows no member's time zone; the members live in Central Europe, so moments are told
 * in its time and the zone is named (MEZ, CET, …) for anyone elsewhere.
 */
const MAIL_TIME_ZONE = 'Europe/Berlin';
/** British English writes day, month and a 24-hour time as the other seven languages do. */
const dateLocales: Partial<Record<MailLanguage, string>> = { en: 'en-GB' };

/** A date and time in the language's words, e.g. "14. März 2026 um 18:30 MEZ". */
export function formatMailMoment(moment: Date, language: MailLanguage): string {
  return new Intl.DateTimeFormat(dateLocales[language] ?? language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: MAIL_TIME_ZONE,
    timeZoneName: 'short',
  }).format(moment);
}

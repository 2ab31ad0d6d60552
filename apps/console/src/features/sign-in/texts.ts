import { defineTexts } from '../../i18n/texts';

export const signInTexts = defineTexts({
  en: {
    'signIn.title': 'Sign in to the console',
    'signIn.subtitle': 'For the people who run Amora. Members sign in at the app.',
    'signIn.email': 'E-mail',
    'signIn.password': 'Password',
    'signIn.code': 'Code from your authenticator app',
    'signIn.codeHint': 'Six digits; a new one every 30 seconds.',
    'signIn.submit': 'Sign in',
    'signIn.required': 'Please fill this in.',
    'signIn.codeFormat': 'The code has six digits.',
  },
  de: {
    'signIn.title': 'Bei der Konsole anmelden',
    'signIn.subtitle':
      'Für die Menschen, die Amora betreiben. Mitglieder melden sich in der App an.',
    'signIn.email': 'E-Mail',
    'signIn.password': 'Passwort',
    'signIn.code': 'Code aus deiner Authenticator-App',
    'signIn.codeHint': 'Sechs Ziffern; alle 30 Sekunden ein neuer.',
    'signIn.submit': 'Anmelden',
    'signIn.required': 'Bitte ausfüllen.',
    'signIn.codeFormat': 'Der Code hat sechs Ziffern.',
  },
});

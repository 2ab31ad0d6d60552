import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { defineTexts, useUiText } from '../../i18n/texts';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';

const texts = defineTexts('PasswordField', {
  show: {
    de: 'Passwort anzeigen',
    en: 'Show password',
    fr: 'Afficher le mot de passe',
    it: 'Mostra password',
    pl: 'Pokaż hasło',
    nl: 'Wachtwoord tonen',
    da: 'Vis adgangskode',
    sv: 'Visa lösenord',
  },
  hide: {
    de: 'Passwort verbergen',
    en: 'Hide password',
    fr: 'Masquer le mot de passe',
    it: 'Nascondi password',
    pl: 'Ukryj hasło',
    nl: 'Wachtwoord verbergen',
    da: 'Skjul adgangskode',
    sv: 'Dölj lösenord',
  },
});

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'endAdornment' | 'icon'> {
  /** `new-password` on registration and reset, so password managers offer a new one. */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle, on the shared field parts (label, description, error).
 * The toggle never takes focus away from typing.
 *
 * - **Keyboard:** Tab moves from the input to the toggle (Enter or Space shows or hides). A tap or
 *   click on the toggle leaves the caret in the input, so typing goes on.
 * - **Screen reader:** A text field named by its label; the toggle is a button named "Show
 *   password" or "Hide password".
 * - **Do:** Set `autoComplete` (`current-password` or `new-password`) so password managers help.
 * - **Don't:** Block pasting.
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const t = useUiText();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          label={t(isVisible ? texts.hide : texts.show)}
          size="small"
          onPress={() => setVisible((visible) => !visible)}
          // A tap on the eye leaves the caret in the input, so typing goes on where it was.
          preventFocusOnPress
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </IconButton>
      }
    />
  );
}

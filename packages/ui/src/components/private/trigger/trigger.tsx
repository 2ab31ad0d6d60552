import { Children, type DOMAttributes, isValidElement, type ReactElement } from 'react';
import {
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps,
  Pressable,
} from 'react-aria-components';
import { Button } from '../../Button/Button';

/**
 * react-aria's DialogTrigger, whose trigger may be the library's `Button`. That is a native button
 * and does not listen for react-aria's press responder, through which the trigger opens the
 * overlay, so it is wrapped in `Pressable`, which does. A react-aria button (IconButton) listens
 * itself and is left as it is.
 */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  return (
    <AriaDialogTrigger {...props}>
      {Children.map(children, (child) =>
        isValidElement(child) && child.type === Button ? (
          // Typed for host elements; Button passes the props and the ref on to its <button>.
          <Pressable>{child as ReactElement<DOMAttributes<HTMLButtonElement>, string>}</Pressable>
        ) : (
          child
        ),
      )}
    </AriaDialogTrigger>
  );
}

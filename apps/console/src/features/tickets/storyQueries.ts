/** Queries the tickets' stories share. */
import { within } from 'storybook/test';

/** A Select's button: named by its label and its value, it opens a list box. */
export const selectNamed = (container: HTMLElement, label: string) => {
  const button = within(container)
    .getAllByRole('button', { name: new RegExp(label) })
    .find((element) => element.getAttribute('aria-haspopup') === 'listbox');
  if (!button) throw new Error(`No select named ${label}`);
  return button;
};

/** A card of the page, found by its heading. */
export const cardNamed = async (container: HTMLElement, name: string) => {
  const heading = await within(container).findByRole('heading', { name });
  const card = heading.closest('section');
  if (!card) throw new Error(`No card headed ${name}`);
  return card as HTMLElement;
};

// What the remotes' stories do alike: the frame a screen is mounted in, the preview's viewports,
// and the steps of a play function through the screens' shared pieces (the modal dialog with its
// Save button, the search box, the 'Sure?' of a delete).
import type { Decorator } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SCREEN_TEXT } from '../domain';

/** A remote's screen as it is mounted: measured by its own width (container queries). */
export const inContainer: Decorator = (Story) => (
  <div style={{ containerType: 'inline-size' }}>
    <Story />
  </div>
);

/** `globals` of a story seen on a phone (390 × 844) or a desktop (1280 × 800), see .storybook/preview.tsx. */
export const onAPhone = { viewport: { value: 'phone', isRotated: false } };
export const onADesktop = { viewport: { value: 'desktop', isRotated: false } };

/**
 * `parameters` of a story whose modal is open from the start: on a docs page it shows in a frame of
 * its own, 560 px tall (a modal's overlay fills the window it is in, takes the focus and stops that
 * window scrolling — its frame, not the docs page; .storybook/preview.tsx).
 */
export const modalStoryParameters = { docs: { story: { inline: false, height: '560px' } } };

/** The open modal dialog. */
export const dialog = () => within(screen.getByRole('dialog'));

/** Clicks a button of the list (Add…, Edit…) and waits for the dialog it opens (by default named as the button). */
export async function openDialog(canvasElement: HTMLElement, button: string, dialogName: string = button): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialogName });
}

/** Clicks the dialog's Save. */
export async function pressSave(): Promise<void> {
  await userEvent.click(dialog().getByRole('button', { name: 'Save' }));
}

/** Clicks the dialog's Save and waits for the dialog to close. */
export async function saveAndClose(): Promise<void> {
  await pressSave();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Types `query` into the search box called `label`, replacing what was there. */
export async function searchFor(canvasElement: HTMLElement, label: string, query: string): Promise<void> {
  const box = await within(canvasElement).findByRole('searchbox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, query);
}

/** Clicks "Delete <name>" in the list and returns the 'Sure?' dialog it opens. */
export async function askToDelete(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Delete ${name}` }));
  return screen.findByRole('alertdialog', { name: SCREEN_TEXT.confirmDelete });
}

/** Answers the 'Sure?' dialog and waits for it to close. */
export async function answerSure(confirm: HTMLElement, answer: 'yes' | 'no'): Promise<void> {
  await userEvent.click(within(confirm).getByRole('button', { name: answer === 'yes' ? SCREEN_TEXT.confirmYes : SCREEN_TEXT.confirmNo }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

import { userEvent } from "storybook/test";

/** Set by the story tests' setup (test/real-keyboard.ts): presses keys through Playwright. */
declare global {
  var storyRealKeyboard: ((keys: string) => Promise<void>) | undefined;
}

/**
 * Presses keys the way a person does. The arrow keys between native radio buttons are the
 * browser's own behaviour (they follow the reading direction: right to left in ar), which
 * user-event only imitates, always left to right; so the story tests press real keys, and
 * Storybook's UI falls back to user-event.
 */
export async function pressKeys(keys: string): Promise<void> {
  if (globalThis.storyRealKeyboard) await globalThis.storyRealKeyboard(keys);
  else await userEvent.keyboard(keys);
}

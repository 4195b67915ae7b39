// Loaded by the story test projects only (packages/ui/vitest.config.ts): stories/keyboard.ts
// presses real keys through it, so native key handling (arrow keys between radios) takes part.
import { userEvent } from "vitest/browser";

globalThis.storyRealKeyboard = (keys) => userEvent.keyboard(keys);

import { expect } from "storybook/test";

/** A name holding U+202E (the RTL override): unisolated, "fdp.exe" and what follows read backwards. */
export const OVERRIDE_NAME = "Ayşe \u202Efdp.exe";

/**
 * The text is shown in a `<bdi>` of its own, so that its direction (and any override in it) ends
 * where it ends and the words around it keep their order.
 */
export async function expectIsolated(container: Element, text: string) {
  const isolated = [...container.querySelectorAll("bdi")].filter((bdi) => bdi.textContent === text);
  await expect(isolated.length, `"${text}" is not in a <bdi> of its own`).toBeGreaterThan(0);
}

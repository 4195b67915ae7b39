import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical findings on the page as it stands (WCAG 2.x A and AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      // axe's lean mode: only the violations are reported, so no selector is built for a passed node
      resultTypes: ["violations"],
    })) as { violations: Violation[] };
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}

/** axe finds no serious violation on the step as it stands, once its requests have settled. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
}

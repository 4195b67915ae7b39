/**
 * How far a story's screenshot may differ from its baseline: a strict colour threshold (a few
 * shades of a token fail) with a small allowance for the odd anti-aliased pixels Chromium renders
 * differently from run to run (6 were seen under an overlapping dropdown's shadow); a token change
 * moves hundreds. Shared by the story tests and scripts/refresh-story-baselines.mjs.
 */
export const screenshotTolerance = { threshold: 0.01, allowedMismatchedPixels: 32 };

import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { sourceClasses, sourceLiterals, variantsOf } from "../test/source-classes.ts";
import { tailwindMergeExtension } from "../test/tailwind-merge-reference.ts";
import { mergeClasses } from "./merge-classes.ts";

const twMerge = extendTailwindMerge(tailwindMergeExtension);

const literals = sourceLiterals();
const tokens = sourceClasses(literals);

describe("mergeClasses", () => {
  it("reads the sources (guards the collection itself)", () => {
    expect(tokens.length).toBeGreaterThan(3000);
    expect(tokens).toContain("text-body-sm");
    expect(tokens).toContain("hover:border-fg-muted");
  });

  it("knows every class tailwind-merge knows, and no other", () => {
    const differing = tokens.filter(
      (token) => mergeClasses(`${token} ${token}`) !== twMerge(`${token} ${token}`),
    );
    expect(differing).toEqual([]);
  });

  it("lets a later class override an earlier one exactly where tailwind-merge does", {
    timeout: 180_000,
  }, () => {
    // A class drops an earlier one when both have the same variants and the later one's group is
    // or contains the earlier one's; a list is merged from its end one class at a time, so the
    // same answer for every pair gives the same answer for every list.
    const grouped = tokens.filter((token) => twMerge(`${token} ${token}`) === token);
    const byVariants = new Map<string, string[]>();
    for (const token of grouped) {
      const key = variantsOf(token).split(":").sort().join(":");
      byVariants.set(key, [...(byVariants.get(key) ?? []), token]);
    }
    const differing: string[] = [];
    let pairs = 0;
    for (const group of byVariants.values())
      for (const earlier of group)
        for (const later of group) {
          pairs++;
          const list = `${earlier} ${later}`;
          if (mergeClasses(list) !== twMerge(list)) differing.push(list);
        }
    expect(pairs).toBeGreaterThan(100_000);
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it("keeps variants apart as tailwind-merge does (the same class under other variants)", () => {
    const grouped = tokens.filter((token) => twMerge(`${token} ${token}`) === token);
    const byBase = new Map<string, string[]>();
    for (const token of grouped) {
      const base = token.slice(variantsOf(token).length).replace(/^!|!$/g, "");
      byBase.set(base, [...(byBase.get(base) ?? []), token, `${variantsOf(token)}!${base}`]);
    }
    const differing: string[] = [];
    for (const group of byBase.values())
      for (const earlier of group)
        for (const later of group) {
          const list = `${earlier} ${later}`;
          if (mergeClasses(list) !== twMerge(list)) differing.push(list);
        }
    expect(differing.slice(0, 20)).toEqual([]);
  });

  it("merges every class list written in the sources as tailwind-merge does", () => {
    const differing = [...literals].filter((list) => mergeClasses(list) !== twMerge(list));
    expect(differing.slice(0, 20)).toEqual([]);
  });
});

// A class merge for the utilities this code base uses: tailwind-merge's rules (later class wins
// within a group, a group overrides the groups it contains, variants and `!` kept apart), with
// only the class groups of class-groups.ts instead of all of Tailwind's. merge-classes.test.ts
// checks it against tailwind-merge on every class written in packages/ui and the shop app.
import {
  classGroups,
  conflictingGroups,
  orderSensitiveModifiers,
  postfixConflicts,
  postfixLookupGroups,
} from "./class-groups.ts";
import type { ClassGroups, Definition, Validator } from "./class-validators.ts";

interface Node {
  next: Map<string, Node>;
  validators: [string, Validator][];
  group?: string;
}

const node = (): Node => ({ next: new Map(), validators: [] });

/** The node at `path` below `at` ("bg-linear" -> bg, then linear), made where missing. */
function nodeAt(at: Node, path: string): Node {
  let current = at;
  for (const part of path.split("-")) {
    let child = current.next.get(part);
    if (!child) {
      child = node();
      current.next.set(part, child);
    }
    current = child;
  }
  return current;
}

function add(at: Node, group: string, definitions: readonly Definition[]) {
  for (const definition of definitions) {
    if (typeof definition === "string") {
      (definition === "" ? at : nodeAt(at, definition)).group = group;
    } else if (typeof definition === "function") {
      at.validators.push([group, definition]);
    } else {
      for (const [key, values] of Object.entries(definition)) add(nodeAt(at, key), group, values);
    }
  }
}

function groupIn(parts: string[], index: number, at: Node): string | undefined {
  if (index === parts.length) return at.group;
  const child = at.next.get(parts[index] as string);
  if (child) {
    const found = groupIn(parts, index + 1, child);
    if (found) return found;
  }
  if (at.validators.length === 0) return undefined;
  const rest = parts.slice(index).join("-");
  return at.validators.find(([, validator]) => validator(rest))?.[0];
}

/** The group of a class without variants (`p-4` -> "p", `-mt-2` -> "mt"), as tailwind-merge finds it. */
export function classifier(groups: ClassGroups): (className: string) => string | undefined {
  let trie: Node | undefined;
  return (className) => {
    if (className.startsWith("[") && className.endsWith("]")) {
      const content = className.slice(1, -1);
      const colon = content.indexOf(":");
      return colon > 0 ? `arbitrary..${content.slice(0, colon)}` : undefined;
    }
    if (!trie) {
      trie = node();
      for (const [group, definitions] of Object.entries(groups)) add(trie, group, definitions);
    }
    const parts = className.split("-");
    return groupIn(parts, parts[0] === "" && parts.length > 1 ? 1 : 0, trie);
  };
}

const groupOf = classifier(classGroups);

/** Modifiers in a canonical order, except around arbitrary and order-sensitive ones. */
function sortModifiers(modifiers: string[]): string {
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === "[" || orderSensitiveModifiers.includes(modifier)) {
      sorted.push(...segment.sort(), modifier);
      segment = [];
    } else segment.push(modifier);
  }
  return [...sorted, ...segment.sort()].join(":");
}

function parse(className: string) {
  const modifiers: string[] = [];
  let brackets = 0;
  let parens = 0;
  let start = 0;
  let postfix: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (brackets === 0 && parens === 0) {
      if (character === ":") {
        modifiers.push(className.slice(start, index));
        start = index + 1;
        continue;
      }
      if (character === "/") {
        postfix = index;
        continue;
      }
    }
    if (character === "[") brackets++;
    else if (character === "]") brackets--;
    else if (character === "(") parens++;
    else if (character === ")") parens--;
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith("!")) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith("!")) {
    base = base.slice(1);
    important = true;
  }
  const postfixAt = postfix && postfix > start ? postfix - start : undefined;
  return { modifiers, important, base, postfixAt };
}

/** Drops every class that a later class overrides (same group, or a group that contains it). */
export function mergeClasses(classList: string): string {
  const taken: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  let result = "";
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index] as string;
    const { modifiers, important, base, postfixAt } = parse(className);
    let hasPostfix = postfixAt !== undefined;
    let group = groupOf(hasPostfix ? base.slice(0, postfixAt) : base);
    if (group && hasPostfix && postfixLookupGroups.includes(group)) {
      const withPostfix = groupOf(base);
      if (withPostfix && withPostfix !== group) {
        group = withPostfix;
        hasPostfix = false;
      }
    }
    if (!group && hasPostfix) {
      group = groupOf(base);
      hasPostfix = false;
    }
    if (group) {
      const variant = modifiers.length === 1 ? (modifiers[0] as string) : sortModifiers(modifiers);
      const modifierId = important ? `${variant}!` : variant;
      if (taken.includes(modifierId + group)) continue;
      taken.push(modifierId + group);
      for (const other of conflictingGroups[group] ?? []) taken.push(modifierId + other);
      if (hasPostfix)
        for (const other of postfixConflicts[group] ?? []) taken.push(modifierId + other);
    }
    result = result ? `${className} ${result}` : className;
  }
  return result;
}

// The value tests of tailwind-merge 3 (its `validators`), for class-groups.ts: the same
// answers, so that our merge classifies a class as tailwind-merge does.
export type Validator = (value: string) => boolean;
export type Definition = string | Validator | { [prefix: string]: readonly Definition[] };
export type ClassGroups = Record<string, readonly Definition[]>;

const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const imageValue =
  /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

export const isFraction: Validator = (value) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
export const isNumber: Validator = (value) => !!value && !Number.isNaN(Number(value));
export const isInteger: Validator = (value) => !!value && Number.isInteger(Number(value));
export const isPercent: Validator = (value) => value.endsWith("%") && isNumber(value.slice(0, -1));
export const isTshirtSize: Validator = (value) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
export const isAny: Validator = () => true;
export const isNever: Validator = () => false;
export const isLengthOnly: Validator = (value) =>
  lengthUnit.test(value) && !colorFunction.test(value);
export const isArbitraryValue: Validator = (value) => arbitraryValue.test(value);
export const isArbitraryVariable: Validator = (value) => arbitraryVariable.test(value);
export const isAnyNonArbitrary: Validator = (value) =>
  !isArbitraryValue(value) && !isArbitraryVariable(value);
export const isNamedContainerQuery: Validator = (value) =>
  value.startsWith("@container") &&
  ((value[10] === "/" && value[11] !== undefined) ||
    (value[11] === "s" && value[16] !== undefined && value.startsWith("-size/", 10)) ||
    (value[11] === "n" && value[18] !== undefined && value.startsWith("-normal/", 10)));

/** An arbitrary value `[label:value]`: the label decides, else the value is tested. */
const arbitrary =
  (labels: readonly string[], test: Validator): Validator =>
  (value) => {
    const match = arbitraryValue.exec(value);
    if (!match) return false;
    return match[1] ? labels.includes(match[1]) : test(match[2] as string);
  };
/** An arbitrary variable `(label:--var)`: only a matching label (or none, where allowed). */
const variable =
  (labels: readonly string[], withoutLabel = false): Validator =>
  (value) => {
    const match = arbitraryVariable.exec(value);
    if (!match) return false;
    return match[1] ? labels.includes(match[1]) : withoutLabel;
  };

const sizeLabels = ["length", "size", "bg-size"];
const positionLabels = ["position", "percentage"];
const imageLabels = ["image", "url"];
const weightLabels = ["number", "weight"];
export const isArbitrarySize = arbitrary(sizeLabels, isNever);
export const isArbitraryLength = arbitrary(["length"], isLengthOnly);
export const isArbitraryNumber = arbitrary(["number"], isNumber);
export const isArbitraryWeight = arbitrary(weightLabels, isAny);
export const isArbitraryFamilyName = arbitrary(["family-name"], isNever);
export const isArbitraryPosition = arbitrary(positionLabels, isNever);
export const isArbitraryImage = arbitrary(imageLabels, (value) => imageValue.test(value));
export const isArbitraryShadow = arbitrary(["shadow"], (value) => shadowValue.test(value));
export const isArbitraryVariableLength = variable(["length"]);
export const isArbitraryVariableFamilyName = variable(["family-name"]);
export const isArbitraryVariablePosition = variable(positionLabels);
export const isArbitraryVariableSize = variable(sizeLabels);
export const isArbitraryVariableImage = variable(imageLabels);
export const isArbitraryVariableShadow = variable(["shadow"], true);
export const isArbitraryVariableWeight = variable(weightLabels, true);

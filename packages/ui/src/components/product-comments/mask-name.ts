/**
 * A reviewer's name as shown when they chose not to show it: the first letter of each word and
 * three stars ("Ayşe Yılmaz" -> "A*** Y***"). Letters are whole characters (Arabic, Turkish),
 * never half a surrogate pair. An empty name gives "".
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0] ?? ""}***`)
    .join(" ");
}

import { useState } from "react";

/**
 * Whether `condition` has been true at any render so far: a part loaded on first use (a drawer, a
 * popup) stays mounted afterwards, so that it can animate closed and open again at once.
 */
export function useHasBeen(condition: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(condition);
  if (condition && !hasBeen) setHasBeen(true);
  return hasBeen || condition;
}

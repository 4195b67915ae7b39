// The network a client address stands for in rate limits: an IPv4 address itself, an IPv6
// address's /64 (one household or server usually has a whole /64, so counting each address
// apart would let one client count as billions).
import { isIPv4, isIPv6 } from "node:net";

export function networkOf(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = plain.includes("::") && tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

import { describe, expect, it } from "vitest";
import { networkOf } from "./network.ts";

describe("networkOf", () => {
  it("keeps an IPv4 address, also when mapped into IPv6", () => {
    expect(networkOf("203.0.113.9")).toBe("203.0.113.9");
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts every address of an IPv6 /64 as one", () => {
    const network = "2001:db8:1:2::/64";
    expect(networkOf("2001:db8:1:2::1")).toBe(network);
    expect(networkOf("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(network);
    expect(networkOf("2001:db8:1:2:a:b:c:d%eth0")).toBe(network);
    expect(networkOf("2001:db8:1:3::1")).not.toBe(network);
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
  });
});

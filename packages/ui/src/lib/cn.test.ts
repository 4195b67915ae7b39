import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("keeps a custom text size and a custom text colour together", () => {
    expect(cn("text-body", "text-fg")).toBe("text-body text-fg");
    expect(cn("text-caption text-fg-muted", "text-heading-lg")).toBe(
      "text-fg-muted text-heading-lg",
    );
  });

  it("lets the later of two theme colours win", () => {
    expect(cn("bg-brand", "bg-danger")).toBe("bg-danger");
    expect(cn("text-fg", "text-fg-on-brand")).toBe("text-fg-on-brand");
  });

  it("knows our radius, shadow, spacing, z-index and duration keys", () => {
    expect(cn("rounded-md", "rounded-xl")).toBe("rounded-xl");
    expect(cn("shadow-sm", "shadow-lg")).toBe("shadow-lg");
    expect(cn("w-modal-md", "w-modal-lg")).toBe("w-modal-lg");
    expect(cn("z-modal", "z-toast")).toBe("z-toast");
    expect(cn("duration-fast", "duration-slow")).toBe("duration-slow");
    expect(cn("px-4 py-2", "px-6")).toBe("py-2 px-6");
  });

  it("drops falsy inputs", () => {
    expect(cn("a", false, undefined, null, "b")).toBe("a b");
  });
});

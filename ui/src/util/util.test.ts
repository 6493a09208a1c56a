import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n/index.svelte";
import { formatPoints } from "./format";
import { keyBelongsToControl } from "./keys";

describe("formatPoints", () => {
  it("shows whole totals bare and a half point with one decimal", () => {
    expect(formatPoints(72)).toBe("72");
    expect(formatPoints(0)).toBe("0");
    expect(formatPoints(73.5)).toBe("73.5");
    expect(formatPoints(1.5)).toBe("1.5");
  });

  it("writes the decimal sign of the language asked for, else of the UI language", () => {
    expect(formatPoints(73.5, "ru")).toBe("73,5");
    expect(formatPoints(73.5, "en")).toBe("73.5");
    expect(formatPoints(72, "ru")).toBe("72");
    setLanguage("ru");
    try {
      expect(formatPoints(73.5)).toBe("73,5");
    } finally {
      setLanguage("en");
    }
    expect(formatPoints(73.5)).toBe("73.5");
  });
});

describe("keyBelongsToControl", () => {
  const press = (key: string, tagName: string | null) => ({ key, target: tagName === null ? null : ({ tagName } as unknown as EventTarget) });

  it("leaves every key typed into a field to the field", () => {
    for (const tag of ["INPUT", "SELECT", "TEXTAREA"]) {
      for (const key of ["a", "ArrowLeft", "Enter", " ", "Home", "z"]) expect(keyBelongsToControl(press(key, tag))).toBe(true);
    }
  });

  it("leaves Enter and Space on a focused button to the button, other keys to the screen", () => {
    expect(keyBelongsToControl(press("Enter", "BUTTON"))).toBe(true);
    expect(keyBelongsToControl(press(" ", "BUTTON"))).toBe(true);
    for (const key of ["ArrowLeft", "ArrowRight", "Escape", "z", "Home", "End"]) expect(keyBelongsToControl(press(key, "BUTTON"))).toBe(false);
  });

  it("gives keys on the page itself to the screen", () => {
    for (const tag of ["BODY", "DIV", "svg", null]) {
      expect(keyBelongsToControl(press("Enter", tag))).toBe(false);
      expect(keyBelongsToControl(press("ArrowLeft", tag))).toBe(false);
    }
  });
});

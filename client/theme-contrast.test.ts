// Hover, active and focus colours (ADR 047): every pair the components use, computed from the
// tokens of styles.css in both themes with the WCAG 2.x formula. Text needs 4.5:1 on what it
// sits on while hovered or pressed; a focus indicator needs 3:1 against what surrounds it
// (1.4.11). axe checks pages as they rest, never hovered, so these pairs are checked here.
import { describe, expect, it } from 'vitest';

// Read as a file: Vitest hands CSS imports (?raw too) to tests empty. The client's types have no
// Node, so the one Node call is typed here. Tests run from the repository root.
const nodeFs = 'node:fs';
const fs = (await import(/* @vite-ignore */ nodeFs)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
};
const css = fs.readFileSync('client/styles.css', 'utf8');

function tokens(block: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/gi)) {
    found[name!] = value!;
  }
  return found;
}

const light: Record<string, string> = {
  white: '#ffffff',
  ...tokens(css.slice(0, css.indexOf('@layer base'))),
};
const dark: Record<string, string> = {
  ...light,
  ...tokens(css.slice(css.indexOf(":root[data-theme='dark']"))),
};

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (top: Rgb, alpha: number, under: Rgb): Rgb =>
  top.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as Rgb;
function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** A colour as the classes write it: a token, or a token at an opacity over another token. */
type Paint = string | [token: string, alpha: number, over: string];
function paint(theme: Record<string, string>, p: Paint): Rgb {
  const value = (name: string) => {
    const hex = theme[name];
    if (!hex) throw new Error(`no token ${name}`);
    return rgb(hex);
  };
  return typeof p === 'string' ? value(p) : mix(value(p[0]), p[1], value(p[2]));
}

/** [foreground, background, where]: text (4.5:1) while hovered, pressed or selected. */
const textPairs: [Paint, Paint, string][] = [
  ['ink', 'honey-600', 'primary button hovered / pressed; answered grid cell hovered'],
  ['ink', 'honey-100', 'secondary and ghost buttons, nav links, theme switch, rows hovered'],
  ['muted', 'honey-100', 'close buttons, confidence choices, grid cells, the idle sign-in tabs'],
  ['honey-700', 'honey-100', 'back links and text buttons hovered'],
  ['honey-700', 'honey-200', "a chosen topic's remove button hovered"],
  ['ok', ['ok-soft', 0.7, 'white'], 'success button hovered, on a card'],
  ['ok', ['ok-soft', 0.7, 'cream'], 'success button hovered, on the page'],
  ['ok', 'ok-soft', 'Copied button hovered'],
  ['bad', 'bad-soft', 'delete buttons hovered'],
  ['cream', ['ink', 0.9, 'white'], 'dark buttons hovered, on a card'],
  ['cream', ['ink', 0.9, 'cream'], 'dark buttons hovered, on the page'],
  ['cream', ['bad', 0.9, 'white'], 'danger button hovered, on a card'],
  ['cream', ['bad', 0.9, 'cream'], 'danger button hovered, on the page'],
  ['ink', 'cream', 'answer options and choice cards hovered'],
  ['ink', ['honey-100', 0.5, 'white'], 'progress tiles hovered'],
  ['muted', ['honey-100', 0.5, 'white'], 'progress tiles hovered, their labels'],
  ['ink', ['honey-100', 0.6, 'white'], 'class choices hovered'],
  ['ink', 'white', 'the active sign-in / sign-up tab'],
];

/** [indicator, surroundings, where]: focus indicators (3:1). */
const focusPairs: [Paint, Paint, string][] = [
  ['honey-700', 'cream', 'focus outline on the page'],
  ['honey-700', 'white', 'focus outline on a card'],
  ['honey-700', 'comb', 'focus outline on a comb panel'],
  ['honey-700', 'honey-100', 'focus outline on a soft honey panel'],
  ['honey-700', 'ok-soft', 'focus outline on a sent panel'],
  ['honey-700', 'white', 'text field focus ring'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, theme) => {
  it.each(textPairs)('%s on %s is AA text (%s)', (fg, bg) => {
    expect(ratio(paint(theme, fg), paint(theme, bg))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(focusPairs)('%s around %s is a visible focus (%s)', (fg, bg) => {
    expect(ratio(paint(theme, fg), paint(theme, bg))).toBeGreaterThanOrEqual(3);
  });
});

it('reads both palettes from styles.css', () => {
  expect(light['ink']).toBe('#2b1d0e');
  expect(dark['ink']).toBe('#f7ebd5');
  expect(ratio(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
});

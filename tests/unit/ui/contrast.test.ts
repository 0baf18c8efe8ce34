import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readableTextColour } from '../../../shared/ui/contrast';

describe('contrast maths (WCAG 2.x)', () => {
  it('parses short and long hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('FF671F')).toEqual([255, 103, 31]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // The brand orange on white is under AA, its text shade is over.
    expect(contrastRatio('#ff671f', '#ffffff')).toBeCloseTo(2.91, 2);
    expect(contrastRatio('#c2410c', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('text colour adjusted for a provider-sent background', () => {
  it('keeps a text colour that already reads at 4.5:1', () => {
    expect(readableTextColour('#ffffff', '#1f2937')).toBe('#1f2937');
  });

  it('darkens a text colour too light for a light background, just enough', () => {
    const text = readableTextColour('#fef3c7', '#f59e0b');
    expect(text).not.toBeNull();
    const ratio = contrastRatio('#fef3c7', text!);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(4.8);
    expect(text).not.toBe('#000000');
  });

  it('lightens a text colour too dark for a dark background', () => {
    const text = readableTextColour('#1e3a8a', '#1e40af');
    expect(contrastRatio('#1e3a8a', text!)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks black or white when the text colour is missing or invalid', () => {
    expect(readableTextColour('#ffffff', '')).toBe('#000000');
    expect(readableTextColour('#111827', 'nonsense')).toBe('#ffffff');
  });

  it('gives up (null) on a background it cannot read', () => {
    expect(readableTextColour('not-a-colour', '#000')).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, NARROW_SCREEN_QUERY } from '../../../shared/ui/layout-sizes';

const ROOT_FONT_PX = 16;
const appCss = readFileSync('resources/css/app.css', 'utf8');
const tailwindTheme = readFileSync('node_modules/tailwindcss/theme.css', 'utf8');

/** A theme variable's value in rem, as the CSS declares it. */
function rem(css: string, name: string): number | undefined {
  const found = new RegExp(`${name}:\\s*([\\d.]+)rem`).exec(css);
  return found ? Number(found[1]) : undefined;
}

describe('the mobile breakpoint', () => {
  it("is the CSS's md: breakpoint (Tailwind's, unless app.css sets its own)", () => {
    const md = rem(appCss, '--breakpoint-md') ?? rem(tailwindTheme, '--breakpoint-md');
    expect(md).toBeDefined();
    expect((md as number) * ROOT_FONT_PX).toBe(MOBILE_BREAKPOINT_PX);
  });

  it('the narrow-screen query ends just below it', () => {
    expect(NARROW_SCREEN_QUERY).toBe('(max-width: 767.98px)');
  });
});

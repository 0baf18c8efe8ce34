// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberReader, renderedFor } from '../../../resources/js/lib/reader';

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['tz', 'screen']) document.cookie = `${name}=;max-age=0;path=/`;
});

describe('rememberReader', () => {
  it('tells the server the zone and the screen, and the screen again when it changes', () => {
    let onChange: () => void = () => {};
    let narrow = true;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return narrow;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => (onChange = listener),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    rememberReader();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(document.cookie).toContain(`tz=${zone}`);
    expect(document.cookie).toContain('screen=narrow');
    narrow = false;
    onChange();
    expect(document.cookie).toContain('screen=wide');
  });
});

describe('renderedFor', () => {
  const app = (attributes: Record<string, string>) => {
    const element = document.createElement('div');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it("reads the reader the server rendered for from the app's element", () => {
    expect(
      renderedFor(
        app({
          'data-server-rendered': 'true',
          'data-time-zone': 'Asia/Beirut',
          'data-screen': 'narrow',
        }),
      ),
    ).toEqual({ timeZone: 'Asia/Beirut', narrow: true });
    expect(renderedFor(app({ 'data-server-rendered': 'true', 'data-time-zone': 'UTC' }))).toEqual({
      timeZone: 'UTC',
      narrow: false,
    });
  });

  it('is undefined for a page the browser renders itself', () => {
    expect(renderedFor(app({}))).toBeUndefined();
  });
});

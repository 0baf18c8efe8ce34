import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, pattern = /\.tsx$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** Elements the UI kit owns: a page that writes one by hand makes a second style of it. */
const handWritten = /<(button|select|table|dialog)(?![\w-])/;

describe('pages', () => {
  it('build buttons, selects, tables and dialogs from the kit, never by hand', () => {
    const offenders = files('resources/js/pages').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => handWritten.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches a hand-written button', () => {
    expect(handWritten.test('        <button')).toBe(true);
    expect(handWritten.test('<button type="button">')).toBe(true);
    expect(handWritten.test('<Button variant="secondary">')).toBe(false);
  });
});

/** Headless UI, imported: its menus, listboxes and dialogs are the kit's parts. */
const headlessUi = /from '@headlessui\/react'/;
const KIT = join('resources', 'js', 'components', 'ui');

describe('the browser code', () => {
  it('takes menus, listboxes and dialogs from the kit: Headless UI is imported there only', () => {
    const offenders = files(join('resources', 'js'), /\.tsx?$/)
      .filter((file) => !file.startsWith(KIT))
      .filter((file) => headlessUi.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the check itself catches an import of Headless UI', () => {
    expect(headlessUi.test("import { Menu, MenuButton } from '@headlessui/react';")).toBe(true);
    expect(headlessUi.test("import { DropdownMenu } from '@/components/ui/dropdown-menu';")).toBe(
      false,
    );
  });
});

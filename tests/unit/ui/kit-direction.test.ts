import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** What lint says of `code` were it a file at `path`: the messages of its import rule. */
async function importProblems(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const KIT_FILE = 'resources/js/components/ui/example.tsx';

describe('the UI kit imports nothing above it (eslint.config.js)', () => {
  it.each([
    "import { useSchemaForm } from '@/hooks/use-schema-form';",
    "import { visitList } from '@/lib/table-visit';",
    "import { Unreachable } from '@/components/unreachable';",
    "import { CodeEntry } from '@/components/code-entry/code-entry';",
    "import Login from '@/pages/auth/login';",
    "import { thing } from '../shipments/format';",
  ])('refuses %s', async (line) => {
    expect(await importProblems(KIT_FILE, `${line}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it.each([
    "import { Field } from './field';",
    "import { Button } from '@/components/ui/button';",
    "import { CloseIcon } from '@/components/icons';",
    "import { timeSlots } from '@shared/ui/time-slots';",
  ])('allows %s', async (line) => {
    expect(await importProblems(KIT_FILE, `${line}\nexport const x = 1;\n`)).toEqual([]);
  });

  it('leaves product components free to use the kit, hooks and lib', async () => {
    const code = "import { visitList } from '@/lib/menus';\nexport const x = 1;\n";
    expect(await importProblems('resources/js/components/side-menu.tsx', code)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { codeBlocks } from '../../support/docs/code-blocks';

describe('the code blocks of a guide', () => {
  it('are read in order, with their language and the line of their fence', () => {
    const md = ['# Guide', '', '```ts', 'const a = 1;', '```', 'text', '```text', 'out', '```'];
    expect(codeBlocks(md.join('\n'))).toEqual([
      { lang: 'ts', code: 'const a = 1;', line: 3 },
      { lang: 'text', code: 'out', line: 7 },
    ]);
  });

  it('keep a shorter fence inside a longer one, and a bare fence has no language', () => {
    const md = ['````md', '```ts', 'x', '```', '````', '```', 'plain', '```'];
    expect(codeBlocks(md.join('\n'))).toEqual([
      { lang: 'md', code: '```ts\nx\n```', line: 1 },
      { lang: '', code: 'plain', line: 6 },
    ]);
  });

  it('run an unclosed block to the end, as Markdown does', () => {
    expect(codeBlocks('```ts\nlet b = 2;')).toEqual([{ lang: 'ts', code: 'let b = 2;', line: 1 }]);
  });
});

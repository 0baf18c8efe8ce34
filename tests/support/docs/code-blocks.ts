/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The info string's first word (`ts`, `text` …), or '' for a bare fence. */
  lang: string;
  code: string;
  /** The 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(`{3,}|~{3,})\s*([^\s`]*)/;

/** Every fenced block of `markdown`, in order. An unclosed block runs to the end, as Markdown reads it. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { fence: string; lang: string; line: number; lines: string[] } | undefined;
  markdown.split('\n').forEach((text, i) => {
    if (open) {
      const close = text.trimEnd();
      if (close.startsWith(open.fence) && /^[`~]+$/.test(close)) {
        blocks.push({ lang: open.lang, code: open.lines.join('\n'), line: open.line });
        open = undefined;
      } else {
        open.lines.push(text);
      }
      return;
    }
    const fence = FENCE.exec(text);
    if (fence) open = { fence: fence[1]!, lang: fence[2] ?? '', line: i + 1, lines: [] };
  });
  if (open) blocks.push({ lang: open.lang, code: open.lines.join('\n'), line: open.line });
  return blocks;
}

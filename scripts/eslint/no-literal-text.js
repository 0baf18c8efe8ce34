/**
 * A lint rule: no words in a page or component that are not the reader's language's
 * (docs/i18n.md). Text a reader sees goes through the catalogs, `i18n._('Login')`, or is
 * marked for them where it is data drawn later (`label: /*i18n*\/ 'Dashboard'`). Reported:
 * - text between tags (`<h1>Login</h1>`) and a string in a tag's child position;
 * - a string in a text-bearing attribute (`label="Email"`, `aria-label`, `title`, …);
 * - a string as the value of such a key in an object (`header: 'Status'`) or as such a
 *   parameter's default (`closeLabel = 'Close'`), unless marked for the catalogs.
 * Codes, units and acronyms (`PDF 4×6`, `ZPL`, `AWB`) have no lower-case letter and pass.
 */

/** Attributes, keys and parameters that hold words a reader sees. */
const TEXT_NAME =
  /^(aria-label|aria-description|alt|title|placeholder|label|heading|header|description|message|hint|help|text|caption|noun|one|many|[a-z]+(Label|Text|Title|Heading|Message|Description|Hint|Help))$/;

/** Words: a lower-case letter of any script (Arabic and others count as words too). */
const WORDS = /\p{Ll}|[\u0600-\u06FF]/u;

const nameOf = (node) =>
  node?.type === 'JSXIdentifier' || node?.type === 'Identifier'
    ? node.name
    : node?.type === 'JSXNamespacedName'
      ? `${node.namespace.name}:${node.name.name}`
      : node?.type === 'Literal'
        ? String(node.value)
        : undefined;

const hasWords = (node) =>
  (node.type === 'Literal' && typeof node.value === 'string' && WORDS.test(node.value)) ||
  (node.type === 'TemplateLiteral' && node.quasis.some((q) => WORDS.test(q.value.cooked ?? '')));

/** The node a string stands for: through conditionals, `??`/`||`/`&&` and template parts. */
function standsFor(node) {
  let at = node;
  while (
    at.parent &&
    (at.parent.type === 'ConditionalExpression' ||
      at.parent.type === 'LogicalExpression' ||
      at.parent.type === 'TemplateLiteral' ||
      at.parent.type === 'TSAsExpression')
  ) {
    if (at.parent.type === 'ConditionalExpression' && at.parent.test === at) return undefined;
    at = at.parent;
  }
  return at;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Words a reader sees go through the catalogs (docs/i18n.md).' },
    schema: [],
    messages: {
      text: "Words a reader sees go through the catalogs: i18n._('{{text}}') (docs/i18n.md).",
    },
  },
  create(context) {
    const source = context.sourceCode;
    const marked = (node) =>
      source.getCommentsBefore(node).some((comment) => comment.value.trim() === 'i18n');
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });

    const check = (node) => {
      if (!hasWords(node) || marked(node)) return;
      const text =
        node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked).join('…');
      const at = standsFor(node);
      if (!at?.parent) return;
      const parent = at.parent;
      if (parent.type === 'JSXExpressionContainer') {
        const holder = parent.parent;
        if (holder.type === 'JSXElement' || holder.type === 'JSXFragment')
          return report(node, text);
        if (holder.type === 'JSXAttribute' && TEXT_NAME.test(nameOf(holder.name) ?? ''))
          return report(node, text);
        return;
      }
      if (
        parent.type === 'JSXAttribute' &&
        parent.value === at &&
        TEXT_NAME.test(nameOf(parent.name) ?? '')
      )
        return report(node, text);
      if (
        parent.type === 'Property' &&
        parent.value === at &&
        TEXT_NAME.test(nameOf(parent.key) ?? '')
      )
        return report(node, text);
      if (
        parent.type === 'AssignmentPattern' &&
        parent.right === at &&
        TEXT_NAME.test(nameOf(parent.left) ?? '')
      )
        return report(node, text);
    };

    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      Literal: check,
      TemplateLiteral: check,
    };
  },
};

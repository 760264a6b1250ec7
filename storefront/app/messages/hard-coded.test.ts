/**
 * No screen renders a string that is not in the message catalogue (ADR 0010, ADR 0046, issue 22): every `.tsx` file
 * under `app/` (routes, screens, components, the root) and every route module is read with the TypeScript compiler,
 * and this fails, naming the file and the line, on
 * - text between JSX tags that has a letter (`<p>Save</p>`), or a string literal rendered as a child (`{ok ? 'Yes' : x}`);
 * - a string literal with a letter in an attribute a person reads or hears (`aria-label`, `title`, `alt`,
 *   `placeholder`, `label`, a component's `description`, an `<input type="submit">`'s `value`…);
 * - a string literal with a letter in a route's `meta` (the tab title, the description a search engine shows);
 * - a string literal with a letter given as `message`, `error`, `title` or `description` to `json(…)`, `data(…)`,
 *   `Response.json(…)` or `errorJson(…)`: the answers a learner reads from a loader, an action or `/api`;
 * - a string literal with a letter thrown as a `Response` body (`throw new Response('Not found')`).
 * Where the words come from is `t.…` (a `use…Messages()` hook or `messages()`); data from the CMS is content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));

/**
 * Strings that are the same in every language. Keep this short: each entry says why it needs no translation.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // The brand: the academy's name is not translated.
  'Kundu Cyber Academy',
  'Kundu',
  // A news outlet's name, shortened as the outlet shortens it (the ticker's badge).
  'WSJ',
]);

/** Attributes a person never reads or hears: names, addresses, styles, ARIA states and relations, SVG drawing. */
const TECHNICAL_ATTRIBUTES = new Set([
  'accept',
  'action',
  'as',
  'autoCapitalize',
  'autoComplete',
  'autoCorrect',
  'className',
  'clipRule',
  'content',
  'crossOrigin',
  'd',
  'decoding',
  'dir',
  'download',
  'encType',
  'enterKeyHint',
  'fetchPriority',
  // ContentText's field: the name of a content field (ADR 0049), never shown.
  'field',
  'fill',
  'fillRule',
  'form',
  'formAction',
  'formMethod',
  'href',
  'htmlFor',
  'id',
  'inputMode',
  'key',
  'lang',
  'loading',
  'media',
  'method',
  'name',
  'navigate',
  'pattern',
  'prefetch',
  'preventScrollReset',
  'referrerPolicy',
  'rel',
  'reloadDocument',
  'role',
  'sizes',
  'spellCheck',
  'src',
  'srcSet',
  'stroke',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeWidth',
  'target',
  'to',
  'type',
  'viewBox',
  'xmlns',
  // The kundu components' variants and the icons they draw, by name.
  'align',
  'icon',
  'kind',
  'size',
  'tone',
  'variant',
  'width',
  'height',
  // What a form or a link does, or which page a menu is on: names the code reads, never shown.
  'contact',
  'current',
  'intent',
  'page',
  // HTML and SVG attributes that hold no words.
  'charSet',
  'focusable',
  'scope',
  'transform',
]);

/** ARIA attributes that hold words (every other `aria-*` holds a state, a role or an element's id). */
const WORDED_ARIA = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Properties of an answer (`json(…)`, `data(…)`), a toast, a flash or a list a screen draws, that a person reads. */
const READ_PROPERTIES = new Set([
  'alt',
  'caption',
  'description',
  'error',
  'formError',
  'heading',
  'hint',
  'label',
  'message',
  'notice',
  'placeholder',
  'summary',
  'text',
  'title',
]);

export type Finding = { file: string; line: number; text: string; why: string };

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** SVG path data (`M21 15a2 2 0 0 1-2 2H7z`): letters that are drawing commands. */
const isPathData = (text: string) => /^[MmLlHhVvCcSsQqTtAaZz][MmLlHhVvCcSsQqTtAaZz\d\s.,-]*$/.test(text);

function isWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return hasLetter(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed) && !isPathData(trimmed);
}

/** The string literals an expression evaluates to directly (through `?:`, `||`, `??`, `&&`, `+` and parentheses). */
function literalsIn(node: ts.Node): Array<ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression> {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return literalsIn(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsIn(node.whenTrue), ...literalsIn(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...literalsIn(node.left), ...literalsIn(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsIn(node.right);
  }
  return [];
}

/** The words of a literal: a template's fixed parts only (`${…}` are values). */
function wordsOf(literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  if (ts.isTemplateExpression(literal))
    return [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join(' ');
  return literal.text;
}

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText();
}

/** The element an attribute belongs to, and its other attributes' literal values (`type="submit"`). */
function elementOf(attribute: ts.JsxAttribute) {
  const element = attribute.parent.parent as ts.JsxOpeningLikeElement;
  const literal = (name: string) => {
    const other = element.attributes.properties.find(
      (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && attributeName(property) === name,
    );
    return other?.initializer && ts.isStringLiteral(other.initializer) ? other.initializer.text : undefined;
  };
  return { tag: element.tagName.getText(), literal };
}

/** Whether an attribute's value is read or heard by a person. */
function isReadAttribute(attribute: ts.JsxAttribute): boolean {
  const name = attributeName(attribute);
  if (name.startsWith('aria-')) return WORDED_ARIA.has(name);
  if (name.startsWith('data-') || name.endsWith('ClassName')) return false;
  if (name === 'value') {
    // A value is shown only on an input drawn as a button; elsewhere it is what the form sends.
    const { tag, literal } = elementOf(attribute);
    return tag === 'input' && ['submit', 'button', 'reset'].includes(literal('type') ?? '');
  }
  if (name === 'content') {
    // <meta name="description" content="…">
    const { tag, literal } = elementOf(attribute);
    return (
      tag === 'meta' &&
      ['description', 'og:title', 'og:description'].includes(literal('name') ?? literal('property') ?? '')
    );
  }
  return !TECHNICAL_ATTRIBUTES.has(name);
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  return call.expression.getText();
}

/** Whether a node is inside a route's `meta` export (a function or an arrow assigned to `meta`). */
function inMeta(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionDeclaration(parent) && parent.name?.text === 'meta') return true;
    if (ts.isVariableDeclaration(parent) && parent.name.getText() === 'meta') return true;
  }
  return false;
}

/** The hard-coded strings a person would see in one source file. */
export function findHardCoded(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, why: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim(), why });
  };
  const reportLiterals = (expression: ts.Node, why: string) => {
    for (const literal of literalsIn(expression)) {
      const words = wordsOf(literal);
      if (isWords(words)) report(literal, words, why);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (isWords(node.text)) report(node, node.text, 'text between JSX tags');
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportLiterals(node.expression, 'a string rendered as a JSX child');
    } else if (ts.isJsxAttribute(node) && node.initializer && isReadAttribute(node)) {
      const why = `the ${attributeName(node)} attribute`;
      if (ts.isStringLiteral(node.initializer)) {
        if (isWords(node.initializer.text)) report(node.initializer, node.initializer.text, why);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        reportLiterals(node.initializer.expression, why);
      }
      return; // An attribute's value that is JSX is visited as JSX above; nothing else inside it is read.
    } else if (ts.isCallExpression(node) && calleeName(node) === 'errorJson' && node.arguments[1]) {
      reportLiterals(node.arguments[1], 'the message of errorJson(…)');
    } else if (ts.isNewExpression(node) && calleeName(node) === 'Response' && node.arguments?.[0]) {
      reportLiterals(node.arguments[0], 'the body of a Response');
    } else if (ts.isObjectLiteralExpression(node) && inMeta(node)) {
      reportMeta(node);
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText()) && !inMeta(node)) {
      reportLiterals(node.initializer, `the ${node.name.getText()} of an object`);
    }
    ts.forEachChild(node, visit);
  };
  /** A `meta` entry: its `title`, and the `content` of a description (`robots: noindex` is for crawlers). */
  const reportMeta = (entry: ts.ObjectLiteralExpression) => {
    const property = (name: string) =>
      entry.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name);
    const kind = property('name')?.initializer ?? property('property')?.initializer;
    const described = kind && ts.isStringLiteral(kind) && /description|title/.test(kind.text);
    for (const name of described ? ['title', 'content'] : ['title']) {
      const found = property(name);
      if (found) reportLiterals(found.initializer, `the ${name} of a route's meta`);
    }
  };
  visit(sourceFile);
  return findings;
}

/**
 * Files whose words no learner reads: the catalogue itself, and the settings check, whose messages are for the
 * operator starting the server (in the terminal, in English like the settings' documentation).
 */
const NOT_SCREENS = new Set(['messages', 'env.server.ts']);

/** Every screen, component, route and helper module of the storefront (tests aside). */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (NOT_SCREENS.has(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const described = (finding: Finding) => `${finding.file}:${finding.line}: "${finding.text}" (${finding.why})`;

describe('strings on screen', () => {
  it('come from the message catalogue: no screen, component or route renders a hard-coded string', () => {
    const findings = sourceFiles(APP).flatMap((path) => findHardCoded(relative(APP, path), readFileSync(path, 'utf8')));
    expect(findings.map(described), 'Move these words into app/messages/en/* and app/messages/tpi/*').toEqual([]);
  });

  it('finds the kinds of hard-coded string a screen could render, and leaves words from the catalogue alone', () => {
    const screen = `
      export const meta = () => [{ title: 'Courses | Kundu' }, { name: 'description', content: t.description }, { name: 'robots', content: 'noindex' }];
      export async function action() {
        if (bad) return json({ message: 'Try again' }, { status: 400 });
        if (worse) throw new Response('Not found', { status: 404 });
        return data({ error: t.tryAgain, field: 'email' });
      }
      export function Screen({ ok }) {
        return (
          <form className="mt-4" method="post" aria-label={t.form}>
            <h1>Welcome back</h1>
            <p>{t.intro} {ok ? 'Saved' : t.notSaved}</p>
            <input type="hidden" name="intent" value="save" />
            <input type="submit" value="Send" />
            <img src="/a.png" alt="A picture" />
            <Button variant="primary" icon="check" title={\`Open \${name}\`}>{t.save}</Button>
            <span aria-hidden="true">·</span> Kundu Cyber Academy
          </form>
        );
      }`;
    expect(findHardCoded('screen.tsx', screen).map((finding) => `${finding.line} ${finding.text}`)).toEqual([
      '2 Courses | Kundu',
      '4 Try again',
      '5 Not found',
      '11 Welcome back',
      '12 Saved',
      '14 Send',
      '15 A picture',
      '16 Open',
    ]);
  });
});

/**
 * Lesson bodies: editors write Markdown in the CMS, learners read HTML on the module page and in the preview, with
 * line breaks where editors see them in the admin panel. markdown-it builds the page's shape (headings under the
 * page's own h1, marked external links, lazy images, tables that scroll on a phone) and never passes raw HTML
 * through; sanitize-html then holds the result to an allow-list, so a mistake in the first layer still cannot put a
 * script, a handler or a foreign URL scheme on the page.
 */
import MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export type LessonOptions = {
  /** Words read out after an external link's text, from the caller's message catalogue (ADR 0010). */
  externalLinkNote: string;
};

type LinkKind = 'internal' | 'external' | 'contact' | 'refused';

const EXTERNAL_REL = 'noopener noreferrer nofollow';

function classifyHref(href: string): LinkKind {
  if (/^https?:\/\//i.test(href)) return 'external';
  if (/^(?:mailto|tel):/i.test(href)) return 'contact';
  // Browsers read "/\host" like "//host", another site, so neither counts as a path on ours.
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return 'internal';
  return 'refused';
}

/** Browsers resolve "%2e%2e" like "..", so a "/media/" path could otherwise reach any page of the site. */
const hasDotSegment = (path: string) =>
  path
    .split(/[?#]/, 1)[0]!
    .split('/')
    .some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

/**
 * The platform's own media paths only: /uploads/ (the CMS's media library, as its Markdown editor inserts it, served
 * by the storefront) and /media/. The page's Content-Security-Policy allows images from this site alone, so an
 * image from another site would show broken; its alt text is shown instead. Never data: (a page-sized payload no
 * editor means to paste).
 */
function isAllowedImageSource(src: string | undefined): boolean {
  if (src === undefined) return false;
  return /^\/(?:media|uploads)\//.test(src) && !hasDotSegment(src);
}

/** The page's h1 is the module title, so `#` and `##` are both h2, and anything deeper than h4 is h4. */
function shiftHeading(tag: string): string {
  const level = Number(tag.slice(1));
  return `h${Math.min(Math.max(level, 2), 4)}`;
}

/** What an image said, as words, for when the image itself may not be shown. */
function readAltText(tokens: Token[] | null): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === 'text' || token.type === 'code_inline') return token.content;
      if (token.type === 'image') return readAltText(token.children);
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      return '';
    })
    .join('');
}

function createText(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}

function shapeInline(children: Token[], state: StateCore, externalLinkNote: string): Token[] {
  const shaped: Token[] = [];
  // markdown-it never nests a link inside a link, so the next link_close closes the last link_open.
  let openLink: LinkKind | null = null;
  for (const token of children) {
    if (token.type === 'link_open') {
      openLink = classifyHref(String(token.attrGet('href') ?? ''));
      // A refused link keeps its words and loses its target.
      if (openLink === 'refused') continue;
      if (openLink === 'external') {
        token.attrSet('rel', EXTERNAL_REL);
        token.attrSet('target', '_blank');
        token.attrJoin('class', 'external');
      }
    } else if (token.type === 'link_close') {
      const kind = openLink;
      openLink = null;
      if (kind === 'refused') continue;
      if (kind === 'external' && externalLinkNote) {
        const noteOpen = new state.Token('lesson_note_open', 'span', 1);
        noteOpen.attrSet('class', 'sr-only');
        shaped.push(
          noteOpen,
          createText(state, ` ${externalLinkNote}`),
          new state.Token('lesson_note_close', 'span', -1),
        );
      }
    } else if (token.type === 'image') {
      if (!isAllowedImageSource(String(token.attrGet('src') ?? ''))) {
        const alt = readAltText(token.children);
        if (alt) shaped.push(createText(state, alt));
        continue;
      }
      // Cheap phones on slow data: no image is fetched before the learner scrolls near it.
      token.attrSet('loading', 'lazy');
      token.attrSet('decoding', 'async');
    } else if (token.type === 's_open' || token.type === 's_close') {
      token.tag = 'del';
    }
    shaped.push(token);
  }
  return shaped;
}

/** Aligned cells come out of markdown-it with inline styles, which the page's allow-list does not take. */
function alignCell(token: Token): void {
  const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
  token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
  if (align) token.attrSet('align', align);
}

function shapeLesson(state: StateCore): void {
  const note = typeof state.env.externalLinkNote === 'string' ? state.env.externalLinkNote : '';
  const shaped: Token[] = [];
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = shiftHeading(token.tag);
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      alignCell(token);
    } else if (token.type === 'inline' && token.children) {
      token.children = shapeInline(token.children, state, note);
    }
    // A wide table scrolls inside its own box instead of widening a 360 px page.
    if (token.type === 'table_open') {
      const wrapper = new state.Token('lesson_table_open', 'div', 1);
      wrapper.attrSet('class', 'lesson-table');
      wrapper.block = true;
      shaped.push(wrapper, token);
    } else if (token.type === 'table_close') {
      const wrapperClose = new state.Token('lesson_table_close', 'div', -1);
      wrapperClose.block = true;
      shaped.push(token, wrapperClose);
    } else {
      shaped.push(token);
    }
  }
  state.tokens = shaped;
}

// `breaks`: one Enter in the editor's lesson field is a line break, as the admin panel's Markdown preview shows it
// (Strapi's editor renders with markdown-it and `breaks: true`); a blank line still starts a paragraph.
const parser = new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: true });

const validateLinkByDefault = parser.validateLink.bind(parser);
// markdown-it lets some data: images through; lesson images come from the media library, never inline.
parser.validateLink = (url) => validateLinkByDefault(url) && !/^data:/i.test(url.trim());
parser.core.ruler.push('lesson_shape', shapeLesson);

const ALIGN = { values: ['left', 'center', 'right'] };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags:
    'h2 h3 h4 p br hr strong em code pre blockquote ul ol li a table thead tbody tr th td img del div span'.split(' '),
  allowedAttributes: {
    a: [
      'href',
      { name: 'rel', multiple: true, values: EXTERNAL_REL.split(' ') },
      { name: 'target', values: ['_blank'] },
      'class',
    ],
    img: ['src', 'alt', 'title', { name: 'loading', values: ['lazy'] }, { name: 'decoding', values: ['async'] }],
    th: [{ name: 'align', ...ALIGN }],
    td: [{ name: 'align', ...ALIGN }],
    ol: ['start'],
    code: ['class'],
    div: ['class'],
    span: ['class'],
  },
  allowedClasses: {
    a: ['external'],
    code: [/^language-[\w-]+$/],
    div: ['lesson-table'],
    span: ['sr-only'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from this site's own paths (isAllowedImageSource): no scheme at all.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // sanitize-html would keep an img whose src it stripped; an image with nothing to show is no image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

export function renderLesson(markdown: string, options: LessonOptions): string {
  const html = parser.render(markdown, { externalLinkNote: options.externalLinkNote });
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * A rendered lesson for low-data mode (ADR 0048): each picture replaced by its description and a link that loads
 * that one picture, so nothing is downloaded unless the learner asks. Works on renderLesson's sanitised output,
 * whose images are `<img src="/..." alt="...">` with this site's own paths only.
 */
export function withoutImages(html: string, words: { showImage: string; picture: string }): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = attribute(tag, 'src');
    if (!src) return '';
    const alt = unescapeHtml(attribute(tag, 'alt') ?? '').trim() || words.picture;
    return `<span class="lesson-image-text">[${escapeHtml(alt)}] <a href="${src}">${escapeHtml(words.showImage)}</a></span>`;
  });
}

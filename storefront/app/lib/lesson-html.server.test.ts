import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeedData } from '@kundu/seed';
import { renderLesson, withoutImages } from './lesson-html.server';

const options = { externalLinkNote: '(opens another site)' };

// A real HTML parser reads the output the way a learner's browser would, so the assertions are about elements and
// attributes, not about how the string happens to be spelled.
const window = new Window();
afterAll(() => window.happyDOM.close());

function renderToBody(markdown: string, lessonOptions = options) {
  const body = new window.DOMParser().parseFromString(renderLesson(markdown, lessonOptions), 'text/html').body;
  if (!body) throw new Error('no body parsed');
  return body;
}

const texts = (elements: Iterable<{ textContent: string | null }>) =>
  [...elements].map((element) => element.textContent?.trim());

const ALLOWED_ELEMENTS = new Set(
  'h2 h3 h4 p br hr strong em code pre blockquote ul ol li a table thead tbody tr th td img del div span'
    .toUpperCase()
    .split(' '),
);

const SMS_SCAM_LESSON = `# Spotting a fake bank SMS

Scammers send messages that look like they come from **BSP** or **Kina Bank**.

## Signs of a scam

- The message asks for your *PIN* or a one-time code
- It says your MiBank account is "blocked"
- It comes from an ordinary Digicel number, not the bank's short code

### What to do

1. Do not reply.
2. Call the bank on the number printed on your card.
3. Delete the message.

#### If you already replied

> Change your PIN at once. A bank will **never** ask for it by SMS.

##### Small print

| Bank | Real balance check |
|:-----|------------------:|
| BSP | \`*131#\` |
| Kina Bank | \`*150#\` |

Dial \`*131#\` yourself; do not trust a number inside the SMS.
`;

describe('an ordinary lesson', () => {
  it('renders headings under the page h1, lists, emphasis, a quote, a table and inline code', () => {
    const body = renderToBody(SMS_SCAM_LESSON);

    expect(body.querySelector('h1')).toBeNull();
    expect([...body.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Spotting a fake bank SMS'],
      ['H2', 'Signs of a scam'],
      ['H3', 'What to do'],
      ['H4', 'If you already replied'],
      ['H4', 'Small print'],
    ]);
    expect(texts(body.querySelectorAll('strong'))).toEqual(['BSP', 'Kina Bank', 'never']);
    expect(texts(body.querySelectorAll('ul > li'))).toEqual([
      'The message asks for your PIN or a one-time code',
      'It says your MiBank account is "blocked"',
      "It comes from an ordinary Digicel number, not the bank's short code",
    ]);
    expect(body.querySelector('ul em')?.textContent).toBe('PIN');
    expect(texts(body.querySelectorAll('ol > li'))).toEqual([
      'Do not reply.',
      'Call the bank on the number printed on your card.',
      'Delete the message.',
    ]);
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe(
      'Change your PIN at once. A bank will never ask for it by SMS.',
    );

    const table = body.querySelector('div.lesson-table > table');
    expect(table).not.toBeNull();
    expect(texts(table!.querySelectorAll('th'))).toEqual(['Bank', 'Real balance check']);
    expect(texts(table!.querySelectorAll('td'))).toEqual(['BSP', '*131#', 'Kina Bank', '*150#']);
    expect(table!.querySelector('th:last-child')?.getAttribute('align')).toBe('right');
    expect(texts(body.querySelectorAll('code'))).toEqual(['*131#', '*150#', '*131#']);
  });

  it('spells the output as plain, predictable HTML', () => {
    expect(renderLesson('# Kina Bank\n\nKeep your PIN **secret**.', options)).toBe(
      '<h2>Kina Bank</h2>\n<p>Keep your PIN <strong>secret</strong>.</p>\n',
    );
    expect(renderLesson('~~K5 fee~~', options)).toBe('<p><del>K5 fee</del></p>\n');
  });

  it('keeps the language class of a code block only when it is a plain language name', () => {
    const body = renderToBody('```sh\nping digicelpacific.com\n```\n\n```js" onmouseover="alert(1)\nx\n```');
    const [named, odd] = [...body.querySelectorAll('pre > code')];
    expect(named?.getAttribute('class')).toBe('language-sh');
    expect(odd?.hasAttribute('class')).toBe(false);
    expect(odd?.hasAttribute('onmouseover')).toBe(false);
  });

  it('does not turn a bare scam domain named in the text into a link', () => {
    const body = renderToBody('The SMS said to visit bsp-secure-login.com or www.mibank-verify.net to "unlock" it.');
    expect(body.querySelector('a')).toBeNull();
    expect(body.textContent).toContain('bsp-secure-login.com');
  });
});

describe('line breaks, as editors see them in the admin panel', () => {
  it('breaks the line where the editor pressed Enter once, and starts a paragraph after a blank line', () => {
    const body = renderToBody('Call the bank.\nThen call the police.\n\nKeep the receipts.');
    const paragraphs = [...body.querySelectorAll('p')];
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]!.innerHTML.replace(/\s+/g, ' ')).toBe('Call the bank.<br> Then call the police.');
    expect(texts(paragraphs)).toEqual(['Call the bank.\nThen call the police.', 'Keep the receipts.']);
  });

  it('breaks lines inside a list item and a quote too, and leaves code blocks as written', () => {
    const body = renderToBody('- Hang up.\n  Call back yourself.\n\n> Never share\n> your PIN.\n\n```\na\nb\n```');
    expect(body.querySelectorAll('li br')).toHaveLength(1);
    expect(body.querySelectorAll('blockquote br')).toHaveLength(1);
    expect(body.querySelectorAll('pre br')).toHaveLength(0);
    expect(body.querySelector('pre')?.textContent).toBe('a\nb\n');
  });

  it('keeps raw HTML after a line break as text', () => {
    const output = renderLesson('Line one\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>', options);
    expect(output).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const body = renderToBody('Line one\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>');
    expect(body.querySelector('script, img')).toBeNull();
    expect(body.querySelectorAll('br')).toHaveLength(2);
    for (const element of body.querySelectorAll('*')) expect(ALLOWED_ELEMENTS.has(element.tagName)).toBe(true);
  });

  it('finds no line break inside a paragraph of a seeded lesson: their paragraphs are not wrapped by hand', async () => {
    const seed = await readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url)));
    const broken = seed.courses.flatMap((course) =>
      course.modules
        .filter((module) => renderLesson(module.lesson, options).includes('<br'))
        .map((module) => `${course.slug}: ${module.slug}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('raw HTML in the Markdown', () => {
  it('shows a script tag as text and never runs it', () => {
    const output = renderLesson('Before <script>alert(1)</script> after', options);
    expect(output).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const body = renderToBody('Before <script>alert(1)</script> after');
    expect(body.querySelector('script')).toBeNull();
    expect(body.textContent).toContain('<script>alert(1)</script>');
  });

  it('shows an img tag with a handler as text', () => {
    const body = renderToBody('<img src=x onerror=alert(1)>');
    expect(body.querySelector('img')).toBeNull();
    expect(body.textContent?.trim()).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows an HTML comment and an iframe as text', () => {
    const markdown = '<!-- hidden note -->\n\n<iframe src="javascript:alert(1)"></iframe>';
    const output = renderLesson(markdown, options);
    expect(output).not.toContain('<!--');
    expect(output).not.toContain('<iframe');
    const body = renderToBody(markdown);
    expect(body.querySelector('iframe')).toBeNull();
    expect(body.textContent).toContain('<!-- hidden note -->');
    expect(body.textContent).toContain('<iframe src="javascript:alert(1)"></iframe>');
  });
});

describe('links', () => {
  it('marks a link to another site and reads out the words the caller passed', () => {
    const body = renderToBody('Report it on [BSP security](https://www.bsp.com.pg/security).', {
      externalLinkNote: '(i go long narapela websait)',
    });
    const link = body.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.bsp.com.pg/security');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('class')).toBe('external');
    expect(link.querySelector('span.sr-only')?.textContent).toBe(' (i go long narapela websait)');
    expect(link.textContent).toBe('BSP security (i go long narapela websait)');
  });

  it('treats the note as words, not markup', () => {
    const output = renderLesson('[Digicel](https://www.digicelpacific.com)', { externalLinkNote: '<b>new tab</b>' });
    expect(output).toContain('<span class="sr-only"> &lt;b&gt;new tab&lt;/b&gt;</span>');
  });

  it('marks a bare https address the same way', () => {
    const link = renderToBody('Check https://www.kinabank.com.pg/alerts first.').querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.kinabank.com.pg/alerts');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.querySelector('.sr-only')?.textContent).toBe(' (opens another site)');
  });

  it.each([
    ['a course page', '[the next course](/courses/abc)', '/courses/abc'],
    ['a place on this page', '[the quiz](#quiz)', '#quiz'],
  ])('leaves a link to %s as it is', (_, markdown, href) => {
    const link = renderToBody(markdown).querySelector('a')!;
    expect(link.getAttribute('href')).toBe(href);
    expect([...link.attributes].map((attribute) => attribute.name)).toEqual(['href']);
    expect(link.querySelector('.sr-only')).toBeNull();
  });

  it.each([
    ['an email address', 'Write to help@digicel.com.pg', 'mailto:help@digicel.com.pg'],
    ['a phone number', '[Call MiBank](tel:+6753212424)', 'tel:+6753212424'],
  ])('keeps %s in the same tab', (_, markdown, href) => {
    const link = renderToBody(markdown).querySelector('a')!;
    expect(link.getAttribute('href')).toBe(href);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['javascript:', '[click](javascript:alert(1))'],
    ['mixed-case javascript:', '[x](JaVaScRiPt:alert(1))'],
    ['entity-encoded javascript:', '[x](&#106;avascript:alert(1))'],
    ['javascript: in an autolink', '<javascript:alert(1)>'],
    ['a data: page', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image as a link', '[x](data:image/png;base64,iVBORw0KGgo=)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['file:', '[x](file:///etc/passwd)'],
    ['a protocol-relative link', '[x](//evil.example/x)'],
    ['a bare protocol-relative address', 'see //evil.example/x'],
    ['ftp:', 'ftp://files.example/x'],
    ['a scheme hidden by a space', '[x](<java script:alert(1)>)'],
  ])('gives no link for %s', (_, markdown) => {
    const body = renderToBody(markdown);
    for (const link of body.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/);
    }
    expect(body.querySelector('a[href]')).toBeNull();
  });
});

describe('images', () => {
  it('in low-data mode, are their alt text and a link that loads the one image (ADR 0048)', () => {
    const words = { showImage: 'Show picture', picture: 'Picture' };
    const html = withoutImages(
      renderLesson('![A fake "BSP" SMS](/uploads/fake_bsp_sms_3f2a1b.png)\n\n![](/uploads/kina.png)', options),
      words,
    );
    const body = new window.DOMParser().parseFromString(html, 'text/html');
    expect(body.querySelector('img')).toBeNull();
    const links = [...body.querySelectorAll('a')].map((link) => [
      link.parentElement!.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['[A fake "BSP" SMS] Show picture', '/uploads/fake_bsp_sms_3f2a1b.png'],
      ['[Picture] Show picture', '/uploads/kina.png'],
    ]);
  });

  it('shows an image of the platform lazily, with its alt text', () => {
    const image = renderToBody('![A fake BSP SMS](/uploads/fake_bsp_sms_3f2a1b.png)').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/fake_bsp_sms_3f2a1b.png');
    expect(image.getAttribute('alt')).toBe('A fake BSP SMS');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('shows the alt text of an image from another site, which the page would not load', () => {
    const body = renderToBody('![A fake BSP SMS](https://cdn.example/p.png)');
    expect(body.querySelector('img')).toBeNull();
    expect(body.textContent).toContain('A fake BSP SMS');
  });

  it('shows an image from the media library, with an empty alt when there is none', () => {
    const image = renderToBody('![](/uploads/kina-bank-sms.png)').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/uploads/kina-bank-sms.png');
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(renderToBody('![Digicel logo](/media/digicel.png)').querySelector('img')).not.toBeNull();
  });

  it.each([
    ['plain http', '![a](http://evil.example/t.png)'],
    [
      'a data: image',
      '![a](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==)',
    ],
    ['javascript:', '![a](javascript:alert(1))'],
    ['a protocol-relative address', '![a](//evil.example/t.png)'],
    ['a path outside the media library', '![a](/account/delete)'],
    ['a path climbing out of the media library', '![a](/media/../account/delete)'],
    ['an encoded path climbing out of the media library', '![a](/media/%2e%2e/account/delete)'],
  ])('shows no image for %s', (_, markdown) => {
    expect(renderToBody(markdown).querySelector('img')).toBeNull();
  });

  it('keeps the words of an image it will not show', () => {
    expect(renderToBody('![Screenshot of the *fake* SMS](http://evil.example/t.png)').textContent?.trim()).toBe(
      'Screenshot of the fake SMS',
    );
  });
});

describe('hostile input, all at once', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)></svg>',
    '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name="pin"></form>',
    '<style>body{display:none}</style>',
    '<div style="position:fixed;inset:0" onclick="alert(1)">cover</div>',
    '<details open ontoggle=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<!-- <script>alert(1)</script> -->',
    '[x](javascript:alert(1) "title" onmouseover=alert(1))',
    '![x" onerror="alert(1)](https://cdn.example/p.png)',
    '[x](https://bsp.example/" onmouseover="alert(1))',
    '```html" onmouseover="alert(1)\n<script>alert(1)</script>\n```',
    '| left | centre | right |\n|:--|:-:|--:|\n| a | b | c |',
    '<https://bsp.example/" onclick="alert(1)>',
    'https://kinabank.example/?q="><script>alert(1)</script>',
  ];

  it('leaves no handler, no style attribute, no foreign element and no foreign URL scheme', () => {
    for (const markdown of hostile) {
      // Text keeps what the editor typed, escaped ("&lt;div style=..."), so only a real "<" opens a tag; and
      // attribute values are quoted with any quote inside escaped, so emptying them leaves only attribute names.
      const tags = (renderLesson(markdown, options).match(/<[^>]*>/g) ?? []).map((tag) =>
        tag.replace(/"[^"]*"/g, '""'),
      );
      expect(
        tags.filter((tag) => /\sstyle\s*=|\son\w+\s*=/i.test(tag)),
        markdown,
      ).toEqual([]);
      const body = renderToBody(markdown);
      for (const element of body.querySelectorAll('*')) {
        expect(ALLOWED_ELEMENTS, `${element.tagName} from ${markdown}`).toContain(element.tagName);
        for (const attribute of element.attributes) {
          expect(attribute.name, markdown).not.toMatch(/^on/i);
          expect(attribute.name, markdown).not.toBe('style');
          if (attribute.name === 'href' || attribute.name === 'src') {
            expect(attribute.value, markdown).toMatch(/^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/);
          }
        }
      }
    }
  });

  it('turns table alignment into align attributes rather than inline styles', () => {
    const cells = renderToBody(hostile[16]!).querySelectorAll('th');
    expect([...cells].map((cell) => cell.getAttribute('align'))).toEqual(['left', 'center', 'right']);
  });
});

import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * The blog's one markdown pipeline, run on the server for the public posts and the editors'
 * preview alike (so no markdown code ships to browsers): GFM tables, task lists, strikethrough,
 * footnotes and autolinks; raw HTML parsed, then everything cut down to the allow-list of
 * docs/product/requirements.md section 7 plus the elements markdown and GFM themselves produce.
 */

// docs/product/requirements.md section 7's markup allow-list.
const specTags = ['p', 'b', 'i', 'em', 'strong', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'br', 'div', 'span', 'img'];
// What plain markdown and the GFM extensions produce.
const markdownTags = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'del', 'input', 'sup', 'section', 'code', 'pre', 'blockquote', 'hr'];

/** Link protocols kept (docs/product/requirements.md section 2); relative links are always kept. */
export const LINK_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...specTags, ...markdownTags],
  attributes: {
    '*': ['title', 'className'],
    a: ['href', 'id', 'ariaDescribedBy', 'ariaLabel', 'dataFootnoteRef', 'dataFootnoteBackref'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    li: ['id'],
    h2: ['id'],
    section: ['dataFootnotes'],
    th: ['align'],
    td: ['align'],
  },
  protocols: { href: LINK_PROTOCOLS, src: ['http', 'https'] },
  required: { input: { type: 'checkbox', disabled: true } },
  // remark-rehype already prefixes the ids it makes (footnotes); prefixing again here would break
  // their links, so ids are prefixed once, by finishAnchorsAndIds below.
  clobberPrefix: '',
};

const ID_PREFIX = 'user-content-';

// Absolute http(s) or root-relative: a path relative to the article's own URL is never meant.
const IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/))/i;

/**
 * After sanitizing: an anchor whose href the allow-list removed is no link at all and becomes
 * plain text in a span; task-list checkboxes are named by their item; an image without a usable
 * source is dropped; ids written in raw HTML get the prefix, so they cannot clobber the page's
 * own ids or globals.
 */
function finishElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      // A task list's checkbox is named by its item's text (WCAG 4.1.2; axe "label").
      if (node.tagName === 'input' && parent?.type === 'element') node.properties.ariaLabel = textOf(parent).trim() || 'Task';
      if (node.tagName === 'img' && !IMAGE_SOURCE.test(String(node.properties.src ?? '')) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.tagName === 'a' && node.properties.href === undefined) node.tagName = 'span';
      const id = node.properties.id;
      if (typeof id === 'string' && !id.startsWith(ID_PREFIX)) node.properties.id = ID_PREFIX + id;
    });
  };
}

/** The text of an element, without the text of nested lists. */
function textOf(node: Element | Root): string {
  return node.children
    .map((child) => {
      if (child.type === 'text') return child.value;
      if (child.type === 'element' && child.tagName !== 'ul' && child.tagName !== 'ol') return textOf(child);
      return '';
    })
    .join('');
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(finishElements)
  .use(rehypeStringify)
  .freeze();

/** Markdown as written by an editor, turned into HTML that is safe to put in a page. */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

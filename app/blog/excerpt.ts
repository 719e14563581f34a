/** A plain-text teaser: the first paragraph of prose, markdown and HTML stripped, cut at a word. */
export function excerptOf(markdown: string, maxLength = 180): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^(#|\||-|\*|>|<|\d+\.|!\[|```|\[\^)/.test(block)) ?? '';
  const text = paragraph
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]*\]/g, '')
    .replace(/[*_~`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  return `${text.slice(0, text.lastIndexOf(' ', maxLength)).replace(/[,.;:]$/, '')}…`;
}

// The little Markdown the help pages are written in, read into blocks the page draws as elements: headings,
// paragraphs and bullet lists. Never HTML: any markup in the text stays text.

export type Block = { kind: 'heading'; level: 1 | 2 | 3; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

/** `**bold**`, `*em*` and `code` marks dropped: the words are what a reader needs. */
const plain = (text: string) =>
  text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|\W)\*(\S.*?)\*(?=\W|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')

export function readBlocks(markdown: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: string[] | null = null
  const close = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: plain(paragraph.join(' ')) })
    paragraph = []
    if (list) blocks.push({ kind: 'list', items: list })
    list = null
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim()
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const item = /^[-*]\s+(.*)$/.exec(line)
    if (!line) close()
    else if (heading) {
      close()
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, text: plain(heading[2]) })
    } else if (item) {
      if (paragraph.length) close()
      ;(list ??= []).push(plain(item[1]))
    } else if (list && /^\s{2,}\S/.test(raw)) list[list.length - 1] += ` ${plain(line)}`
    else {
      if (list) close()
      paragraph.push(line)
    }
  }
  close()
  return blocks
}

// The deck library as a tree: a deck's folder is a path ("Tournaments/2026"), and each part is a folder.
import type { DeckSummary } from '../../../shared/deck'

export interface FolderNode {
  /** '' for the library's top. */
  path: string
  name: string
  folders: FolderNode[]
  /** The decks right in this folder, in the order the library listed them (latest change first). */
  decks: DeckSummary[]
  /** Decks in this folder and every folder inside it. */
  count: number
}

export function folderTree(decks: readonly DeckSummary[]): FolderNode {
  const root: FolderNode = { path: '', name: '', folders: [], decks: [], count: 0 }
  const nodes = new Map<string, FolderNode>([['', root]])
  const nodeOf = (path: string): FolderNode => {
    const found = nodes.get(path)
    if (found) return found
    const cut = path.lastIndexOf('/')
    const parent = nodeOf(cut < 0 ? '' : path.slice(0, cut))
    const node: FolderNode = { path, name: path.slice(cut + 1), folders: [], decks: [], count: 0 }
    parent.folders.push(node)
    nodes.set(path, node)
    return node
  }
  for (const deck of decks) {
    nodeOf(deck.folder).decks.push(deck)
    for (let path = deck.folder; ; path = path.slice(0, Math.max(0, path.lastIndexOf('/')))) {
      nodes.get(path)!.count++
      if (!path) break
    }
  }
  for (const node of nodes.values()) node.folders.sort((a, b) => a.name.localeCompare(b.name))
  return root
}

/** The folder a folder lives in ('' at the top). */
export const parentFolder = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/')))

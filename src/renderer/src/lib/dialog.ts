// Keyboard behaviour shared by every dialog and popup: focus moves into it when it opens and back to
// what opened it when it closes; Escape closes the topmost one; Tab stays inside a modal one.

const open: HTMLElement[] = []

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

export interface DialogOptions {
  onclose: () => void
  /** Tab and Shift+Tab cycle inside (a modal dialog); a popup lets focus leave. */
  trap?: boolean
}

export function dialog(node: HTMLElement, options: DialogOptions) {
  let current = options
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  open.push(node)
  const focusable = () => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)
  ;(node.querySelector<HTMLElement>('[autofocus]') ?? focusable()[0] ?? node).focus()

  const onKeydown = (event: KeyboardEvent) => {
    if (open.at(-1) !== node) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      current.onclose()
    } else if (event.key === 'Tab' && current.trap) {
      const all = focusable()
      if (all.length === 0) return
      const first = all[0]
      const last = all[all.length - 1]
      if (event.shiftKey && (document.activeElement === first || !node.contains(document.activeElement))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !node.contains(document.activeElement))) {
        event.preventDefault()
        first.focus()
      }
    }
  }
  document.addEventListener('keydown', onKeydown, true)

  return {
    update(next: DialogOptions) {
      current = next
    },
    destroy() {
      document.removeEventListener('keydown', onKeydown, true)
      open.splice(open.indexOf(node), 1)
      // Back to what opened it, unless the player has since moved focus somewhere else on purpose.
      const now = document.activeElement
      if (opener?.isConnected && (!now || now === document.body || node.contains(now))) opener.focus()
    },
  }
}

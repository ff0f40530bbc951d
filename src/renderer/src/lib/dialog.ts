// Keyboard behaviour shared by every dialog and popup: focus moves into it when it opens and back to what opened
// it when it closes; Escape closes the topmost one. A modal dialog is a native <dialog> opened with showModal():
// the page behind is inert, Escape closes it, and Tab cycles inside it.

const open: HTMLElement[] = []

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

export interface DialogOptions {
  onclose: () => void
}

const focusable = (node: HTMLElement) =>
  [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null)

/** Puts `node` on top and focus inside it: its [autofocus], else its first field or button. */
function enter(node: HTMLElement) {
  open.push(node)
  ;(node.querySelector<HTMLElement>('[autofocus]') ?? focusable(node)[0] ?? node).focus()
}

function leave(node: HTMLElement, opener: HTMLElement | null) {
  open.splice(open.indexOf(node), 1)
  // Back to what opened it, unless the player has since moved focus somewhere else on purpose.
  const now = document.activeElement
  if (opener?.isConnected && (!now || now === document.body || node.contains(now))) opener.focus()
}

const onTop = (node: HTMLElement) => open.at(-1) === node

/** A popup beside its button (a menu): Escape closes it; focus may leave it. */
export function popup(node: HTMLElement, options: DialogOptions) {
  let current = options
  const opener = focused()
  enter(node)
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onTop(node)) return
    event.preventDefault()
    event.stopPropagation()
    current.onclose()
  }
  document.addEventListener('keydown', onKeydown, true)
  return {
    update: (next: DialogOptions) => void (current = next),
    destroy() {
      document.removeEventListener('keydown', onKeydown, true)
      leave(node, opener)
    },
  }
}

/**
 * A modal <dialog>: shown with showModal(), so the page behind is inert; Escape (the dialog's cancel) or a click on
 * the dimmed window outside it asks `onclose`, which removes it. Tab and Shift+Tab wrap around inside, never
 * leaving for the window's edge.
 */
export function modal(node: HTMLDialogElement, options: DialogOptions) {
  let current = options
  const opener = focused()
  node.showModal()
  enter(node)
  // A click that starts and ends on the backdrop (the dialog element itself, outside its box) closes it; a drag
  // out of a field that ends outside does not.
  let pressedOutside = false
  const outside = (event: MouseEvent) => {
    if (event.target !== node) return false
    const box = node.getBoundingClientRect()
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
  }
  const onPointerdown = (event: PointerEvent) => void (pressedOutside = outside(event))
  const onClick = (event: MouseEvent) => {
    if (pressedOutside && outside(event)) current.onclose()
    pressedOutside = false
  }
  const onCancel = (event: Event) => {
    event.preventDefault()
    current.onclose()
  }
  // Chromium lets a page refuse Escape only once between two user gestures; a dialog it closes anyway is closed here.
  const onClose = () => current.onclose()
  // A focused button turned disabled while the dialog works drops focus to the page: it comes back to the dialog.
  const onFocusout = (event: FocusEvent) => {
    if (event.relatedTarget === null && node.open && !node.contains(document.activeElement)) node.focus()
  }
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !onTop(node)) return
    const all = focusable(node)
    if (all.length === 0) return
    const first = all[0]
    const last = all[all.length - 1]
    const at = document.activeElement
    const onControl = at !== node && node.contains(at)
    if (event.shiftKey && (at === first || !onControl)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (at === last || !onControl)) {
      event.preventDefault()
      first.focus()
    }
  }
  node.addEventListener('pointerdown', onPointerdown)
  node.addEventListener('click', onClick)
  node.addEventListener('cancel', onCancel)
  node.addEventListener('close', onClose)
  node.addEventListener('focusout', onFocusout)
  document.addEventListener('keydown', onKeydown, true)
  return {
    update: (next: DialogOptions) => void (current = next),
    destroy() {
      document.removeEventListener('keydown', onKeydown, true)
      node.removeEventListener('pointerdown', onPointerdown)
      node.removeEventListener('click', onClick)
      node.removeEventListener('cancel', onCancel)
      node.removeEventListener('close', onClose)
      node.removeEventListener('focusout', onFocusout)
      if (node.open) node.close()
      leave(node, opener)
    },
  }
}

export type Theme = 'system' | 'light' | 'dark'
const KEY = 'ringside.theme'

export function loadTheme(): Theme {
  const saved = localStorage.getItem(KEY)
  return saved === 'light' || saved === 'dark' ? saved : 'system'
}

/** Sets the theme on <html>; "system" follows the OS through prefers-color-scheme. */
export function applyTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme)
  if (theme === 'system') delete document.documentElement.dataset.theme
  else document.documentElement.dataset.theme = theme
}

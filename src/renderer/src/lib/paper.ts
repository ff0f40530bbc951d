// The paper a print dialog offers first: Letter where the system's language is US or Canadian English, else A4.
import type { Paper } from '../../../shared/print'

export function localPaper(): Paper {
  return navigator.language === 'en-US' || navigator.language === 'en-CA' ? 'letter' : 'a4'
}

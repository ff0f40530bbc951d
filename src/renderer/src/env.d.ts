/// <reference types="svelte" />
import type { RingsideBridge } from '../../shared/contract'

declare global {
  interface Window {
    api: RingsideBridge
  }
}

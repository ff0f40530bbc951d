/// <reference types="svelte" />
/// <reference types="vite/client" />
import type { RingsideBridge } from '../../shared/contract'

declare global {
  interface Window {
    api: RingsideBridge
  }
}

// The contract between the page and main (see api/): what each method takes and answers, the result every
// call returns (errors are typed, never thrown across IPC), and what the preload exposes to the page.
import type { ApiInput, ApiMethod, ApiOutputs, ApiResult } from './api'
import type { AppCommand } from './channels'
import type { RunNews } from './runs'

export * from './api'
export { API_CHANNEL, APP_COMMAND_CHANNEL, APP_COMMANDS, type AppCommand } from './channels'

/** What the preload exposes as `window.api`: one function that calls a method by its name, and menu commands. */
export interface RingsideBridge {
  invoke<M extends ApiMethod>(method: M, input?: ApiInput<M>): Promise<ApiResult<ApiOutputs[M]>>
  /** The page hears menu commands (`deck`: the deck a File → Open Recent item names); the function it returns stops listening. */
  onCommand(listener: (command: AppCommand, deck?: number) => void): () => void
  /** The page hears how each batch run goes, as main plays it; the function it returns stops listening. */
  onRunNews(listener: (news: RunNews) => void): () => void
}

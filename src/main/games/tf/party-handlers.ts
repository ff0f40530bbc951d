// The party's side of the contract: one Table Fighter party open at a time, on characters of the store by id.
import { refused } from '../../../shared/errors'
import type { Handlers } from '../../../shared/api/method'
import type { tfParty } from '../../../shared/games/tf/party'
import { PartyTable } from './party-table'
import type { TfStore } from './store'

export function tfPartyHandlers(characters: TfStore): Handlers<typeof tfParty> {
  let table: PartyTable | null = null
  const open = () => {
    if (!table) throw refused('no party is open: start one first')
    return table
  }
  return {
    openParty: ({ characters: ids, teams }) => {
      table = new PartyTable(
        ids.map((id) => characters.get(id)),
        teams,
      )
      return table.view(null)
    },
    partyMove: ({ move }) => {
      open().move(move)
      return open().view(null)
    },
    partyView: ({ viewer }) => open().view(viewer),
  }
}

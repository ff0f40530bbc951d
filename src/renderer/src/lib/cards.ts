import type { Card } from '../../../shared/card'

export { ABILITY_SYMBOLS as ABILITY_SYMBOL } from '../../../shared/card-face'

export function kindLabel(kind: Card['kind']): string {
  return { capcom: 'Capcom', snk: 'SNK', action: 'Action', reaction: 'Reaction', arena: 'Arena' }[kind]
}

import type { AbilityType, Card } from '../../../shared/card'

export const ABILITY_SYMBOL: Record<AbilityType, string> = { triangle: '▲', circle: '●', square: '■' }

export function kindLabel(kind: Card['kind']): string {
  return { capcom: 'Capcom', snk: 'SNK', action: 'Action', reaction: 'Reaction', arena: 'Arena' }[kind]
}

// The numbers of the CFS turn, shared by the batch simulator and the interactive table.
export const HAND = 5
export const RING_SLOTS = 3
export const BACK_UP_BONUS = 300
export const STRIKER_DAMAGE = 200
export const BP_CAP = 3000
export const UNION_BP_CAP = 9000
export const HP_CAP = 5000
export const UNION_COST = { 2: 5, 3: 10 } as const

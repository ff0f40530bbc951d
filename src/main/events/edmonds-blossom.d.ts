// edmonds-blossom-fixed ships no types: a maximum-weight matching of a graph given as [u, v, weight] edges, each
// vertex's mate (-1: unmatched); `maxCardinality` first matches as many vertices as can be.
declare module 'edmonds-blossom-fixed' {
  export default function maxWeightMatching(edges: [number, number, number][], maxCardinality?: boolean): number[]
}

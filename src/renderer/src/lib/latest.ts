// "The latest answer wins": when a newer request starts, the answers to older ones are dropped, so a slow
// search for "r" never overwrites the results for "ryu".

export interface Latest {
  /** Starts a request; the function it returns is true while no newer request has started. */
  start(): () => boolean
}

export function latest(): Latest {
  let current = 0
  return {
    start() {
      const mine = ++current
      return () => mine === current
    },
  }
}

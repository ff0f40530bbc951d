import { describe, expect, it } from 'vitest'
import { EventBus } from '../../../src/renderer/src/stores/events'

interface Events {
  ping: void
  moved: { to: number }
}

describe('the event bus', () => {
  it('tells every listener of an event, with its payload, until it stops listening', () => {
    const bus = new EventBus<Events>()
    const heard: string[] = []
    const stop = bus.on('moved', ({ to }) => heard.push(`a${to}`))
    bus.on('moved', ({ to }) => heard.push(`b${to}`))
    bus.on('ping', () => heard.push('ping'))
    bus.emit('moved', { to: 1 })
    stop()
    bus.emit('moved', { to: 2 })
    bus.emit('ping')
    expect(heard).toEqual(['a1', 'b1', 'b2', 'ping'])
  })

  it('is quiet for an event nobody listens to', () => {
    expect(() => new EventBus<Events>().emit('ping')).not.toThrow()
  })
})

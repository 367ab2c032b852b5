import { conflict } from './errors.js'

/** Where an event may start from, and the state it leads to (absent: the state stays as it is). */
export interface Transition<S extends string> {
  from: readonly S[]
  to?: S
}

/**
 * A resource's state machine as data (ARCHITECTURE.md §6): its states, and for each event the
 * states it may start from and where it leads. `next` is the one place a new status is decided;
 * an event the table does not allow from the current state is a 409 and changes nothing.
 */
export function createStateMachine<S extends string, E extends string>(spec: {
  resource: string
  states: readonly S[]
  transitions: Readonly<Record<E, Transition<S>>>
}) {
  const { resource, states, transitions } = spec

  function can(state: S, event: E): boolean {
    return transitions[event].from.includes(state)
  }

  return {
    resource,
    states,
    transitions,
    events: Object.keys(transitions) as E[],
    can,

    /** The state after `event`, or the 409 naming the illegal move. */
    next(state: S, event: E): S {
      if (!can(state, event)) {
        const article = /^[AEIOU]/.test(state) ? 'An' : 'A'
        throw conflict(`${article} ${state} ${resource} cannot ${event.replace(/_/g, ' ')}`, {
          reason: 'illegal_transition',
          status: state,
          action: event,
        })
      }
      return transitions[event].to ?? state
    },

    /** The states `event` may start from (for a query's status filter). */
    from(event: E): readonly S[] {
      return transitions[event].from
    },

    /** Whether `value` (a stored or client-given string) is one of the states. */
    isState(value: string): value is S {
      return (states as readonly string[]).includes(value)
    },

    /** States no event moves out of (an event may still apply and leave the state as it is). */
    finalStates(): S[] {
      const all: Transition<S>[] = Object.values(transitions)
      return states.filter((state) => all.every((t) => !t.from.includes(state) || (t.to ?? state) === state))
    },
  }
}

export type StateMachine<S extends string, E extends string> = ReturnType<typeof createStateMachine<S, E>>

/** One server-sent event (comments and `retry` lines are not events). */
export interface ServerSentEvent {
  id: string | undefined
  event: string
  data: string
}

/**
 * Parses a text/event-stream body as the HTML standard describes: events end at a blank line,
 * `data` lines join with newlines, lines starting with `:` are comments.
 */
export async function* readEventStream(body: AsyncIterable<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder()
  let buffer = ''
  let event: { id?: string; event?: string; data: string[] } = { data: [] }
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true })
    let newline: number
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
      if (line === '') {
        if (event.data.length > 0) {
          yield { id: event.id, event: event.event ?? 'message', data: event.data.join('\n') }
        }
        event = { data: [] }
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'data') event.data.push(value)
      else if (field === 'id') event.id = value
      else if (field === 'event') event.event = value
    }
  }
}

import type { ChildProcess } from 'node:child_process'

/** Waits until a spawned server answers `/ready`, failing with its output if it exits or stalls. */
export async function ready(server: ChildProcess, origin: string, output: string[]): Promise<void> {
  const deadline = Date.now() + 80_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output.join('')}`)
    const status = await fetch(`${origin}/ready`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server was not ready in time:\n${output.join('')}`)
}

/** What a closed loop measured: requests answered, their rate, and latency percentiles in ms. */
export type LoopResult = { count: number; rps: number; p50: number; p99: number }

/**
 * `work` called by `connections` callers back to back for `seconds` (each caller starts its next
 * request when its last one ends, as a browser's connections do): the benches' own load where
 * autocannon's fixed requests cannot say what to ask next.
 */
export async function closedLoop(connections: number, seconds: number, work: (i: number) => Promise<unknown>): Promise<LoopResult> {
  const latencies: number[] = []
  const end = performance.now() + seconds * 1000
  let i = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now()
        await work(i++)
        latencies.push(performance.now() - start)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return { count: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) }
}

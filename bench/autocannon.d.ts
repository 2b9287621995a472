/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before each send: the request to send instead (a fresh body each time). */
    setupRequest?: (request: Request) => Request
  }
  type Options = { url: string; connections?: number; duration?: number; timeout?: number; requests?: Request[] }
  type Histogram = { average: number; p50: number; p99: number; p97_5: number; max: number }
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number; '4xx': number; '5xx': number }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

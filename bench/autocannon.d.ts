// autocannon ships no types and @types/autocannon is not a dependency: only what bench/ uses.
declare module 'autocannon' {
  type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };

  type Options = RawRequest & {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    /** Requests per second from all connections together (latency corrected for omission). */
    overallRate?: number;
    requests?: (RawRequest & {
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    })[];
  };

  type Histogram = {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  };

  export type Result = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export default function autocannon(options: Options): Promise<Result>;
}

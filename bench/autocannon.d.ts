// The part of autocannon 8's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    /** Keep the raw histograms so that runs can be merged with aggregateResult. */
    skipAggregateResult?: boolean;
  }
  export interface Percentiles {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  /** A run with skipAggregateResult: encoded histograms, counts and seconds. */
  export interface RawResult {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    totalCompletedRequests: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Result {
    latency: Percentiles;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<RawResult | Result>;
  namespace autocannon {
    function aggregateResult(results: RawResult[], options: Partial<Options>): Result;
  }
  export default autocannon;
}

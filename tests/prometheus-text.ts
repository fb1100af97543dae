import type { TestApp } from './test-app.ts';

/** One sample line of the Prometheus text format: `name{label="value",...} 42`. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of an exposition; comment lines (# HELP, # TYPE) are skipped, anything else throws. */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE_LINE.exec(line);
      if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, value!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/**
 * The value of the one sample with exactly these labels, or undefined when there is none (a
 * counter that never moved, a label set never seen).
 */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const found = samples.filter(
    (sample) =>
      sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${wanted}`);
  return found[0]?.value;
}

/** GET /metrics with the token, parsed; fails the test on anything but a 200. */
export async function scrape(t: TestApp, token: string): Promise<Sample[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`GET /metrics answered ${response.statusCode}: ${response.body}`);
  }
  return parsePrometheusText(response.body);
}

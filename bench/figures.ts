/**
 * One measured figure of `npm run bench`: its value, the floor measured in the same run
 * (what the same work costs without the portal's part), the ratio to it, and the target.
 */
export interface Figure {
  /** The id of the benchmark (P1 … P6, L1), or a short name for extra figures. */
  id: string;
  what: string;
  value: number;
  unit: string;
  /** The same measure of the floor in the same run, when there is one. */
  floor?: { what: string; value: number };
  /** value / floor, or floor / value when lower is better: 1.0 means "as fast as the floor". */
  ratio?: number;
  /** The target in words, and whether this run met it. */
  target: string;
  met: boolean;
  /** Why a miss happened, or what else the reader should know. */
  note?: string;
}

export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const median = (values: number[]) =>
  values.length ? ([...values].sort((a, b) => a - b)[values.length >> 1] ?? 0) : 0;

/** Percentile of raw samples (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Rows for console.table: each figure with its change against the previous run's. */
export function figureRows(figures: Figure[], previous: Figure[] | undefined) {
  return figures.map((f) => {
    const old = previous?.find((p) => p.id === f.id && p.what === f.what);
    const change =
      old && old.value !== 0 ? `${Math.round(((f.value - old.value) / old.value) * 100)}%` : 'n/a';
    return {
      id: f.id,
      what: f.what,
      value: `${f.value} ${f.unit}`,
      floor: f.floor ? `${f.floor.value} ${f.unit}` : '',
      ratio: f.ratio ?? '',
      target: f.target,
      met: f.met ? 'yes' : 'NO',
      'vs last': change,
    };
  });
}

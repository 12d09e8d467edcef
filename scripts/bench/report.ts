/** The bench's printed tables: builds, Lighthouse figures per form factor, startup JS by package. */
import type {PackageBytes} from './attribution';
import type {BuildTiming} from './builds';
import type {FormFactor} from './lighthouse';
import type {BenchPage} from './options';
import {type Figures, ratio} from './stats';

export type PageResult = BenchPage & {
  form: FormFactor;
  ours: Figures;
  baseline: Figures;
};

export type StartupJs = BenchPage & {
  form: FormFactor;
  ours: PackageBytes[];
  baseline: PackageBytes[];
};

/** Columns padded to their widest cell, names (`left`) left-aligned and figures right-aligned. */
export function table(rows: readonly (readonly string[])[], left: readonly number[] = [0]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          left.includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const integer = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});

function formatRatio(value: number | null): string {
  return value === null ? '×—' : `×${value.toFixed(2)}`;
}

const FIGURE_COLUMNS: {key: keyof Figures; label: string; format: (value: number) => string}[] = [
  {key: 'performance', label: 'performance', format: (value) => integer.format(value)},
  {key: 'lcpMs', label: 'LCP ms', format: (value) => integer.format(value)},
  {key: 'tbtMs', label: 'TBT ms', format: (value) => integer.format(value)},
  {key: 'cls', label: 'CLS', format: (value) => value.toFixed(3)},
  {key: 'transferKiB', label: 'transfer KiB', format: (value) => integer.format(value)},
  {key: 'jsKiB', label: 'JS KiB', format: (value) => integer.format(value)},
];

export function formatBuilds(
  builds: {ours: BuildTiming; baseline: BuildTiming},
  locales: string[],
) {
  const seconds = (ms: number | undefined) =>
    ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`;
  const row = (name: string, timing: BuildTiming) => [
    name,
    seconds(timing.totalMs),
    ...locales.map((locale) => seconds(timing.locales[locale])),
  ];
  return [
    'Build, wall clock, both locales, cold (no persistent bundler cache), with source maps',
    table([
      ['', 'total', ...locales],
      row('ours', builds.ours),
      row('baseline', builds.baseline),
      [
        'ours/baseline',
        formatRatio(ratio(builds.ours.totalMs, builds.baseline.totalMs)),
        ...locales.map((locale) => {
          const ours = builds.ours.locales[locale];
          const baseline = builds.baseline.locales[locale];
          return ours === undefined || baseline === undefined
            ? '—'
            : formatRatio(ratio(ours, baseline));
        }),
      ],
    ]),
  ].join('\n');
}

/** One table per form factor: per page, each figure as `ours / baseline ×ratio`. */
export function formatFigures(form: FormFactor, runs: number, results: readonly PageResult[]) {
  const header = ['page', 'locale', ...FIGURE_COLUMNS.map((column) => column.label)];
  const rows = results.map((result) => [
    result.kind,
    result.locale,
    ...FIGURE_COLUMNS.map(({key, format}) => {
      const ours = result.ours[key];
      const baseline = result.baseline[key];
      return `${format(ours)} / ${format(baseline)} ${formatRatio(ratio(ours, baseline))}`;
    }),
  ]);
  return [
    `Lighthouse ${form}, median of ${runs} run${runs > 1 ? 's' : ''} per site: ours / baseline ×ratio`,
    table([header, ...rows], [0, 1]),
  ].join('\n');
}

/** The startup scripts of a page, ours and the baseline's side by side, by package. */
export function formatStartupJs(startup: StartupJs, top = 12) {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const total = (packages: PackageBytes[]) =>
    packages.reduce(
      (sum, item) => ({
        bytes: sum.bytes + item.bytes,
        transferBytes: sum.transferBytes + item.transferBytes,
      }),
      {bytes: 0, transferBytes: 0},
    );
  const side = (packages: PackageBytes[], i: number) => {
    const item = packages[i];
    return item ? [item.name, kib(item.transferBytes), kib(item.bytes)] : ['', '', ''];
  };
  const rows: string[][] = [];
  for (
    let i = 0;
    i < Math.min(top, Math.max(startup.ours.length, startup.baseline.length));
    i += 1
  ) {
    rows.push([...side(startup.ours, i), '', ...side(startup.baseline, i)]);
  }
  const oursTotal = total(startup.ours);
  const baselineTotal = total(startup.baseline);
  const lines = table(
    [
      ['ours', 'transfer KiB', 'raw KiB', '', 'baseline', 'transfer KiB', 'raw KiB'],
      ...rows,
      [
        `total (${startup.ours.length} packages)`,
        kib(oursTotal.transferBytes),
        kib(oursTotal.bytes),
        '',
        `total (${startup.baseline.length} packages)`,
        kib(baselineTotal.transferBytes),
        kib(baselineTotal.bytes),
      ],
    ],
    [0, 4],
  );
  return [
    `Startup JavaScript of ${startup.kind} (${startup.path}, ${startup.form}): requested before the load event, by package`,
    lines,
  ].join('\n');
}

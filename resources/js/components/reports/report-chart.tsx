import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReportView } from '@shared/reports/types';
import { directionOf } from '@shared/i18n/languages';
import { say } from '@shared/i18n/wording';
import { chartSeries, type ChartShape } from '@shared/reports/chart';
import { useFormatLocale, useLanguage } from '@/components/dates';
import { useWords } from '@/lib/i18n';

export interface ReportChartProps {
  report: ReportView;
  /** The report's table: the chart's text alternative. */
  describedBy: string;
  label: string;
}

const COLOURS = ['#C2410C', '#0369A1', '#15803D', '#7C3AED'];

/**
 * The report drawn by Chart.js, which is imported here on first use so that it loads only
 * with the Reports page, in a chunk of its own. Bars for statuses and destinations, lines
 * for days. Animation is off: what prints is what is shown.
 */
export function ReportChart({ report, describedBy, label }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const i18n = useWords();
  const locale = useFormatLocale();
  const language = useLanguage();
  const rtl = directionOf(language) === 'rtl';
  // The series are the report's columns: their names in the page's language where known.
  const shape: ChartShape = useMemo(() => {
    const drawn = chartSeries(report);
    return {
      ...drawn,
      series: drawn.series.map((series) => ({ ...series, label: say(i18n, series.label) })),
    };
    // The words change with the language, the instance saying them does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, i18n, language]);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let live = true;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (!live || !canvas.current) return;
        chart = new Chart(canvas.current, {
          type: shape.type,
          data: {
            labels: shape.labels,
            datasets: shape.series.map((series, index) => ({
              label: series.label,
              data: series.values,
              backgroundColor: COLOURS[index % COLOURS.length],
              borderColor: COLOURS[index % COLOURS.length],
              borderWidth: shape.type === 'line' ? 2 : 0,
              pointRadius: shape.type === 'line' ? 2 : 0,
              maxBarThickness: 48,
            })),
          },
          options: {
            // Numbers in the page's locale (Latin digits); legend and tooltips in its direction.
            locale,
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            scales: {
              x: { ticks: { autoSkip: true, maxRotation: 0, maxTicksLimit: 8 } },
              y: { beginAtZero: true, ticks: { precision: 0 } },
            },
            plugins: {
              legend: { display: shape.series.length > 1, position: 'bottom', rtl },
              tooltip: { rtl },
            },
          },
        });
        canvas.current.dataset.drawn = 'true';
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [shape, locale, rtl]);

  if (failed) return null;
  return (
    <div className="relative h-64 w-full sm:h-80 print:h-72">
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}

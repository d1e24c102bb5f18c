// Principal and interest repaid each year, as stacked bars. Chart.js is imported here only, and
// this module is loaded with React.lazy by the EMI calculator, so a page pays for the chart
// library only when a calculator is on screen. The table beside it has the same figures.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The chart's words, in the page's language (the calculator owns the texts; this module is loaded
 * only when the schedule opens). */
interface ChartTexts {
  chart: string;
  principal: string;
  interest: string;
}

export default function RepaymentChart({ rows, texts }: { rows: Array<{ label: string; principal: number; interest: number }>; texts: ChartTexts }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: [
          { label: texts.principal, data: rows.map((r) => Math.round(r.principal)), backgroundColor: '#0b5cab' },
          { label: texts.interest, data: rows.map((r) => Math.round(r.interest)), backgroundColor: '#f5a623' },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
      },
    });
    return () => chart.destroy();
  }, [rows, texts.principal, texts.interest]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label={texts.chart} />
    </div>
  );
}

// The 12-month chart of leads and earnings. Chart.js is imported here and nowhere else, and this
// module is loaded with React.lazy from the dashboard home only, so no other page pays for it.
// Only the pieces a bar-and-line chart needs are registered (Chart.js tree-shakes the rest).
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { MonthFigures } from './dashboard-api';
import { monthLabel } from './month-label';
import { texts } from './texts';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export default function LeadsEarningsChart({ series }: { series: MonthFigures[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { t, language } = texts.useTexts();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      data: {
        labels: series.map((m) => monthLabel(m.month)),
        datasets: [
          { type: 'bar', label: texts.t('chart.leads'), data: series.map((m) => m.leads), backgroundColor: '#0b5cab', yAxisID: 'leads' },
          {
            type: 'line',
            label: texts.t('chart.earnings'),
            data: series.map((m) => m.earningsPaise / 100),
            borderColor: '#f5a623',
            backgroundColor: '#f5a623',
            yAxisID: 'earnings',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          leads: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: texts.t('chart.leads') } },
          earnings: { type: 'linear', position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, title: { display: true, text: '₹' } },
        },
      },
    });
    return () => chart.destroy();
    // Drawn again in the new language when the shop switches.
  }, [series, language]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label={t('chart.label')} />
    </div>
  );
}

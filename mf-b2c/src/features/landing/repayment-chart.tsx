// Principal and interest repaid each year, as stacked bars. Chart.js is imported here only, and
// this module is loaded with React.lazy by the EMI calculator, so a page pays for the chart
// library only when a calculator is on screen. The table beside it has the same figures.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export default function RepaymentChart({ rows }: { rows: Array<{ label: string; principal: number; interest: number }> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: [
          { label: 'Principal (₹)', data: rows.map((r) => Math.round(r.principal)), backgroundColor: '#0b5cab' },
          { label: 'Interest (₹)', data: rows.map((r) => Math.round(r.interest)), backgroundColor: '#f5a623' },
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
  }, [rows]);
  return (
    <div className="chart-box">
      <canvas ref={canvas} role="img" aria-label="Principal and interest repaid in each period (the table has the same figures)" />
    </div>
  );
}

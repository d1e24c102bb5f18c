// /ops/finance/reconciliation: the latest money reconciliation (it runs daily) with every
// difference it found, for finance to look into; "Run now" runs it again. Nothing is fixed here.
import { DataState, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { fetchReconciliation, FINANCE_KEY, runNow, type ReconciliationReport } from './finance-desk-api';
import { useFinanceAction } from './finance-action';

const CHECK_LABELS: Record<string, string> = {
  'wallet-negative': 'Wallet below zero',
  'order-credit': 'Paid top-up and its credit',
  'credit-without-order': 'Credit without a paid order',
  'withdrawal-ledger': 'Withdrawal and its ledger',
  'line-transfer': 'Paid line and its transfer',
  'batch-total': 'Batch total',
  'transfer-utr': 'Transfer and its UTR',
};

export function ReconciliationPage() {
  const query = useQuery({ queryKey: [FINANCE_KEY, 'reconciliation'], queryFn: fetchReconciliation });
  const result: ServerData<ReconciliationReport> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const act = useFinanceAction();
  return (
    <OpsPage
      title="Reconciliation"
      intro="Every day the platform proves that each wallet is the sum of its ledger, every paid top-up has exactly one credit and every paid commission line exactly one transfer. Differences are listed here and never fixed automatically."
    >
      <p>
        <button type="button" className="button button--primary" onClick={() => void act(runNow)}>
          Run now
        </button>
      </p>
      <DataState result={result}>
        {({ latest, history }) =>
          latest ? (
            <>
              <h2>
                {latest.differences.length === 0 ? 'No differences' : `${latest.differences.length} difference${latest.differences.length === 1 ? '' : 's'}`}
              </h2>
              <p>
                Run {formatIndianTime(latest.startedAt)} {latest.trigger === 'staff' ? `by ${latest.runBy ?? 'a member of staff'}` : 'by the daily job'}:{' '}
                {latest.shopsChecked} shops, {latest.ordersChecked} paid top-ups and {latest.linesChecked} commission lines checked.
              </p>
              {latest.differences.length > 0 && (
                <div className="table-scroll">
                  <table className="console-table">
                    <caption className="visually-hidden">Differences found</caption>
                    <thead>
                      <tr>
                        <th scope="col">Check</th>
                        <th scope="col">Shop</th>
                        <th scope="col">Record</th>
                        <th scope="col">What differs</th>
                      </tr>
                    </thead>
                    <tbody>
                      {latest.differences.map((d) => (
                        <tr key={`${d.check}-${d.subjectId}`}>
                          <td>{CHECK_LABELS[d.check] ?? d.check}</td>
                          <td>{d.shop?.name ?? '—'}</td>
                          <td>
                            {d.subjectType} {d.subjectId}
                          </td>
                          <td>{d.detail}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {history.length > 0 && (
                <>
                  <h2>Earlier runs</h2>
                  <ul>
                    {history.map((run) => (
                      <li key={run.id}>
                        {formatIndianTime(run.startedAt)}: {run.differenceCount === 0 ? 'no differences' : `${run.differenceCount} differences`}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ) : (
            <p>The reconciliation has not run yet. Run it now to see where the money stands.</p>
          )
        }
      </DataState>
    </OpsPage>
  );
}

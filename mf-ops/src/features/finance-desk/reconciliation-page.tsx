// /ops/finance/reconciliation: the latest money reconciliation (it runs daily) with every
// difference it found, for finance to look into; "Run now" runs it again. Nothing is fixed here.
import { DataState, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { fetchReconciliation, FINANCE_KEY, runNow, type ReconciliationReport } from './finance-desk-api';
import { useFinanceAction } from './finance-action';
import { texts } from './texts';

type Check = keyof typeof texts.en.reconciliation.check;
const isKnownCheck = (check: string): check is Check => check in texts.en.reconciliation.check;

export function ReconciliationPage() {
  const query = useQuery({ queryKey: [FINANCE_KEY, 'reconciliation'], queryFn: fetchReconciliation });
  const result: ServerData<ReconciliationReport> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const act = useFinanceAction();
  const { t } = texts.useTexts();
  return (
    <OpsPage title={t('reconciliation.title')} intro={t('reconciliation.intro')}>
      <p>
        <button type="button" className="button button--primary" onClick={() => void act(runNow)}>
          {t('reconciliation.runNow')}
        </button>
      </p>
      <DataState result={result}>
        {({ latest, history }) =>
          latest ? (
            <>
              <h2>
                {latest.differences.length === 0
                  ? t('reconciliation.noDifferences')
                  : t(latest.differences.length === 1 ? 'reconciliation.differenceOne' : 'reconciliation.differenceMany', { count: latest.differences.length })}
              </h2>
              <p>
                {latest.trigger !== 'staff'
                  ? t('reconciliation.runByJob', { at: formatIndianTime(latest.startedAt) })
                  : latest.runBy
                    ? t('reconciliation.runByStaff', { at: formatIndianTime(latest.startedAt), name: latest.runBy })
                    : t('reconciliation.runByUnknownStaff', { at: formatIndianTime(latest.startedAt) })}
                {t('reconciliation.checked', { shops: latest.shopsChecked, orders: latest.ordersChecked, lines: latest.linesChecked })}
              </p>
              {latest.differences.length > 0 && (
                <div className="table-scroll" tabIndex={0} role="region" aria-label={t('reconciliation.caption')}>
                  <table className="console-table">
                    <caption className="visually-hidden">{t('reconciliation.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('columns.check')}</th>
                        <th scope="col">{t('columns.shop')}</th>
                        <th scope="col">{t('columns.record')}</th>
                        <th scope="col">{t('columns.whatDiffers')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {latest.differences.map((d) => (
                        <tr key={`${d.check}-${d.subjectId}`}>
                          <td>{isKnownCheck(d.check) ? t(`reconciliation.check.${d.check}`) : d.check}</td>
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
                  <h2>{t('reconciliation.earlier')}</h2>
                  <ul>
                    {history.map((run) => (
                      <li key={run.id}>
                        {run.differenceCount === 0
                          ? t('reconciliation.earlierNone', { at: formatIndianTime(run.startedAt) })
                          : t('reconciliation.earlierSome', { at: formatIndianTime(run.startedAt), count: run.differenceCount })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ) : (
            <p>{t('reconciliation.never')}</p>
          )
        }
      </DataState>
    </OpsPage>
  );
}

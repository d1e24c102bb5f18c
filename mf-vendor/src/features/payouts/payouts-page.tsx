// /vender/payouts: the shop's commission payouts and wallet withdrawals ("Paid on <date>, UTR …"),
// each commission payout's statement (PDF), the TDS held back under s.194H by quarter of the
// financial year, and a withdrawal of the wallet balance to the verified bank account.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { number, object } from 'yup';
import { notify, Page, saveFile, spinner } from '@platform/shared';
import { Form, NumberField, SubmitButton } from '@platform/shared/forms';
import { formatPaise } from '@platform/shared/finance';
import { useQuery, useQueryClient } from '@platform/shared/query';
import { i18n, Trans } from '@platform/shared/i18n';
import { formatIndiaDay, QueryState } from '../../components/query-state';
import { downloadStatement, fetchPayouts, fetchTdsSummary, payoutKeys, withdraw, type ShopPayouts } from './payouts-api';
import { texts } from './texts';

function WithdrawForm({ withdrawable }: { withdrawable: ShopPayouts['withdrawable'] }) {
  const queryClient = useQueryClient();
  const { balancePaise, minimumPaise, bankAccount } = withdrawable;
  const { t } = texts.useTexts();
  if (!bankAccount) {
    return (
      <p>
        <Trans i18n={i18n} ns={texts.namespace} i18nKey="withdraw.verifyFirst" components={{ go: <Link to="/vender/vendor-profile" /> }} />
      </p>
    );
  }
  if (balancePaise < minimumPaise) {
    return <p>{t('withdraw.notEnough', { minimum: formatPaise(minimumPaise), balance: formatPaise(balancePaise) })}</p>;
  }
  // Messages as functions: yup reads them when it validates, so they are in the language of that moment.
  const schema = object({
    rupees: number()
      .typeError(() => texts.t('withdraw.enterAmount'))
      .required(() => texts.t('withdraw.enterAmount'))
      .min(minimumPaise / 100, () => texts.t('withdraw.least', { minimum: formatPaise(minimumPaise) }))
      .max(balancePaise / 100, () => texts.t('withdraw.holds', { balance: formatPaise(balancePaise) }))
      .test(
        'paise',
        () => texts.t('withdraw.decimals'),
        (value) => value === undefined || Number.isInteger(Math.round(value * 100 * 1e6) / 1e6),
      ),
  });
  return (
    <Form<{ rupees: number }>
      schema={schema}
      defaultValues={{ rupees: balancePaise / 100 }}
      aria-label={t('withdraw.form')}
      onSubmit={async ({ rupees }) => {
        try {
          const answer = await spinner.during(withdraw(Math.round(rupees * 100)));
          notify.success(answer);
        } finally {
          await queryClient.invalidateQueries({ queryKey: ['vendor'] });
        }
      }}
    >
      <NumberField name="rupees" label={t('withdraw.amount', { account: bankAccount })} />
      <SubmitButton>{t('withdraw.submit')}</SubmitButton>
    </Form>
  );
}

function TdsSummaryCard() {
  const [fy, setFy] = useState<number | undefined>(undefined);
  const query = useQuery({ queryKey: payoutKeys.tds(fy), queryFn: () => fetchTdsSummary(fy) });
  const { t } = texts.useTexts();
  return (
    <section className="card" aria-labelledby="tds-heading">
      <h2 id="tds-heading" className="card__title">
        {t('tds.heading')}
      </h2>
      <QueryState query={query}>
        {(data) => {
          const start = Number(data.financialYear.slice(0, 4));
          return (
            <>
              <p>{t('tds.intro', { section: data.section, year: data.financialYear })}</p>
              <p>
                <button type="button" className="button" onClick={() => setFy(start - 1)}>
                  {t('tds.previous')}
                </button>{' '}
                {fy !== undefined && (
                  <button type="button" className="button" onClick={() => setFy(start + 1)}>
                    {t('tds.next')}
                  </button>
                )}
              </p>
              <table className="vendor-table" data-testid="tds-summary">
                <thead>
                  <tr>
                    <th scope="col">{t('tds.columns.quarter')}</th>
                    <th scope="col">{t('tds.columns.payouts')}</th>
                    <th scope="col">{t('tds.columns.commission')}</th>
                    <th scope="col">{t('tds.columns.gst')}</th>
                    <th scope="col">{t('tds.columns.tds')}</th>
                    <th scope="col">{t('tds.columns.paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.quarters.map((q) => (
                    <tr key={q.quarter}>
                      <td>
                        {q.quarter} ({q.label})
                      </td>
                      <td>{q.payouts}</td>
                      <td>{formatPaise(q.commissionPaise)}</td>
                      <td>{formatPaise(q.gstPaise)}</td>
                      <td>{formatPaise(q.tdsPaise)}</td>
                      <td>{formatPaise(q.netPaise)}</td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row">{t('tds.year')}</th>
                    <td />
                    <td>{formatPaise(data.totals.commissionPaise)}</td>
                    <td>{formatPaise(data.totals.gstPaise)}</td>
                    <td>{formatPaise(data.totals.tdsPaise)}</td>
                    <td>{formatPaise(data.totals.netPaise)}</td>
                  </tr>
                </tbody>
              </table>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

export function PayoutsPage() {
  const query = useQuery({ queryKey: payoutKeys.all, queryFn: fetchPayouts });
  async function statement(id: string) {
    const blob = await spinner.during(downloadStatement(id));
    saveFile(blob, `payout-statement-${id.slice(0, 8)}.pdf`);
  }
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={<Link to="/vender/see-payment-history">{t('commissionBySale')}</Link>} wide>
      <QueryState query={query}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="withdraw-heading">
              <h2 id="withdraw-heading" className="card__title">
                {t('withdraw.heading')}
              </h2>
              <p>{t('withdraw.balance', { amount: formatPaise(data.withdrawable.balancePaise) })}</p>
              <WithdrawForm withdrawable={data.withdrawable} />
            </section>
            <section className="card" aria-labelledby="payouts-heading">
              <h2 id="payouts-heading" className="card__title">
                {t('list.heading')}
              </h2>
              {data.items.length === 0 ? (
                <p>{t('list.none')}</p>
              ) : (
                <table className="vendor-table" data-testid="payouts">
                  <thead>
                    <tr>
                      <th scope="col">{t('list.columns.what')}</th>
                      <th scope="col">{t('list.columns.amount')}</th>
                      <th scope="col">{t('list.columns.tds')}</th>
                      <th scope="col">{t('list.columns.status')}</th>
                      <th scope="col">{t('list.columns.statement')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((p) => (
                      <tr key={p.id}>
                        <td>
                          {p.kind === 'commission'
                            ? t(p.lineCount === 1 ? 'list.commissionOne' : 'list.commissionMany', { count: p.lineCount })
                            : t('list.withdrawal')}
                          {p.accountMasked ? t('list.to', { account: p.accountMasked }) : ''}
                        </td>
                        <td>{formatPaise(p.amountPaise)}</td>
                        <td>{p.kind === 'commission' ? formatPaise(p.tdsPaise) : '—'}</td>
                        <td>
                          {p.status === 'success' && p.paidAt && p.utr
                            ? t('list.paidOn', { date: formatIndiaDay(p.paidAt), utr: p.utr })
                            : t(`list.statuses.${p.status}`)}
                          {p.failureReason && <small> {p.failureReason}</small>}
                        </td>
                        <td>
                          {p.hasStatement && (
                            <button type="button" className="button" onClick={() => void statement(p.id)}>
                              {t('list.statement')}
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <TdsSummaryCard />
          </>
        )}
      </QueryState>
    </Page>
  );
}

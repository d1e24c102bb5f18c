// /ops/lenders: every lender the offers are matched against, active or paused, with its products
// and approved bankers; and adding a lender (its products are then added on its own page).
import { Link, useNavigate } from 'react-router-dom';
import { notify, spinner } from '@platform/shared';
import { newLenderSchema } from '@platform/shared/contracts';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { LenderDetailsFields } from './lender-details-fields';
import { createLender, fetchLenders, LENDERS_KEY, type NewLender } from './lenders-api';
import { texts } from './texts';

export function LendersPage() {
  const result = useServerData([LENDERS_KEY, 'list'], fetchLenders);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();

  async function add(values: NewLender) {
    const answer = await spinner.during(createLender(values));
    notify.success(answer);
    await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    await navigate(`/ops/lenders/${answer.data.id}`);
  }

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <DataState result={result}>
        {(lenders) =>
          lenders.length === 0 ? (
            <p>{t('list.none')}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.region')}>
              <table className="console-table">
                <caption className="visually-hidden">{t(lenders.length === 1 ? 'list.captionOne' : 'list.captionMany', { count: lenders.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.columns.lender')}</th>
                    <th scope="col">{t('list.columns.type')}</th>
                    <th scope="col">{t('list.columns.status')}</th>
                    <th scope="col">{t('list.columns.products')}</th>
                    <th scope="col">{t('list.columns.pincodes')}</th>
                    <th scope="col">{t('list.columns.bankers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lenders.map((lender) => (
                    <tr key={lender.id} data-testid="lender">
                      <th scope="row">
                        <Link to={`/ops/lenders/${lender.id}`}>{lender.name}</Link>
                        {lender.demo && <span className="badge">{t('demo')}</span>}
                      </th>
                      <td>{t(lender.kind === 'bank' ? 'kind.bank' : 'kind.nbfc')}</td>
                      <td>{t(lender.active ? 'list.active' : 'list.paused')}</td>
                      <td>{lender.products.length === 0 ? t('list.noProducts') : lender.products.join(', ')}</td>
                      <td>{lender.pincodes.join(', ')}</td>
                      <td>{lender.approvedBankers}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </DataState>
      <section aria-labelledby="add-lender-heading" className="card">
        <h2 id="add-lender-heading">{t('list.add')}</h2>
        <Form<NewLender> schema={newLenderSchema} defaultValues={{ active: true, kind: 'bank' }} onSubmit={add} aria-label={t('list.add')}>
          <TextField name="id" label={t('list.id')} hint={t('list.idHint')} autoComplete="off" />
          <LenderDetailsFields />
          <SubmitButton>{t('list.addButton')}</SubmitButton>
        </Form>
      </section>
    </OpsPage>
  );
}

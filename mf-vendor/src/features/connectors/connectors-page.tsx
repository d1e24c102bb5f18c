// /vender/connectors: the shop's field agents. Each has a code; leads made through the shop's link
// with the connector's code count for the shop and show which connector brought them.
import { Link } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { vendorQueryKeys } from '@platform/shared/dashboard';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@platform/shared/query';
import { connectorSchema, type ConnectorInput } from '@platform/shared/schemas';
import { i18n, Trans } from '@platform/shared/i18n';
import { QueryState, formatDate } from '../../components/query-state';
import { addConnector, deactivateConnector, fetchConnectors, type ConnectorList } from './connectors-api';
import { texts } from './texts';

function AddConnectorForm() {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  return (
    <Form<ConnectorInput>
      schema={connectorSchema}
      aria-label={t('add')}
      className="account-form"
      onSubmit={async (values, form) => {
        const answer = await addConnector(values);
        notify.success(answer, (message) => t('added', { message, name: answer.data.name, code: answer.data.code }));
        form.reset();
        await queryClient.invalidateQueries({ queryKey: vendorQueryKeys.connectors });
      }}
    >
      <TextField name="name" label={t('form.name')} autoComplete="off" />
      <TextField name="mobile" label={t('form.mobile')} inputMode="numeric" autoComplete="off" className="field--half" />
      <TextField name="pinCode" label={t('form.pinCode')} inputMode="numeric" className="field--half" />
      <SubmitButton>{t('form.submit')}</SubmitButton>
    </Form>
  );
}

function ConnectorTable({ list }: { list: ConnectorList }) {
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  const deactivate = useMutation({
    mutationFn: deactivateConnector,
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.connectors });
    },
  });
  if (list.items.length === 0) return <p>{t('none')}</p>;
  return (
    <table className="vendor-table" data-testid="connectors">
      <thead>
        <tr>
          <th scope="col">{t('columns.name')}</th>
          <th scope="col">{t('columns.mobile')}</th>
          <th scope="col">{t('columns.code')}</th>
          <th scope="col">{t('columns.leads')}</th>
          <th scope="col">{t('columns.since')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {list.items.map((c) => (
          <tr key={c.id}>
            <td>
              {c.name}
              {c.joinedVia === 'self' && <span className="field__hint">{t('joinedOnline')}</span>}
            </td>
            <td>{c.mobile}</td>
            <td>
              <code>{c.code}</code>
            </td>
            <td>{c.leads}</td>
            <td>{formatDate(c.createdAt)}</td>
            <td>
              {c.status === 'active' ? (
                <button
                  type="button"
                  className="button"
                  disabled={deactivate.isPending}
                  onClick={() => deactivate.mutate(c.id)}
                  aria-label={t('deactivateOne', { name: c.name })}
                >
                  {t('deactivate')}
                </button>
              ) : (
                <span className="status status--failed">{t('inactive')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ConnectorsPage() {
  const query = useQuery({ queryKey: vendorQueryKeys.connectors, queryFn: fetchConnectors });
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')} wide>
      <QueryState query={query}>
        {(list) => (
          <>
            <section className="card" aria-labelledby="list-heading">
              <h2 id="list-heading" className="card__title">
                {t('yours')}
              </h2>
              <ConnectorTable list={list} />
            </section>
            <section className="card" aria-labelledby="add-heading">
              <h2 id="add-heading" className="card__title">
                {t('add')}
              </h2>
              {list.permissions.addConnectors ? (
                <AddConnectorForm />
              ) : (
                <p className="notice">
                  {t('kycFirst')} <Link to="/vender/vendor-profile">{t('completeKyc')}</Link>
                </p>
              )}
              <p>
                <Trans
                  i18n={i18n}
                  ns={texts.namespace}
                  i18nKey="joinOwn"
                  values={{ link: `${window.location.origin}/create-connector`, code: list.shopCode }}
                  components={{ strong: <strong />, code: <code data-testid="shop-code" /> }}
                />
              </p>
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

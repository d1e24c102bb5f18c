import { addConnector as addOne, deactivateConnector as deactivateOne, listConnectors, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { ConnectorInput } from '@platform/shared/schemas';

export type ConnectorList = ResponseOf<typeof listConnectors>['data'];
export type Connector = ConnectorList['items'][number];

export async function fetchConnectors(): Promise<ConnectorList> {
  return (await callContract(listConnectors)).data;
}

export async function addConnector(payload: ConnectorInput) {
  return callContract(addOne, { body: payload });
}

export async function deactivateConnector(id: string) {
  return callContract(deactivateOne, { params: { id } });
}

import { apiClient } from '@platform/shared/api';
import type { ConnectorInput } from '@platform/shared/schemas';

export interface Connector {
  id: string;
  name: string;
  mobile: string;
  pinCode: string;
  code: string;
  status: 'active' | 'inactive';
  joinedVia: 'shop' | 'self';
  leads: number;
  createdAt: string;
}

export interface ConnectorList {
  items: Connector[];
  shopCode: string;
  permissions: { addConnectors: boolean; receivePayouts: boolean };
}

export async function fetchConnectors(): Promise<ConnectorList> {
  const { data } = await apiClient.get<{ data: ConnectorList }>('/vendor/connectors');
  return data.data;
}

export async function addConnector(payload: ConnectorInput) {
  const { data } = await apiClient.post<{ message: string; data: Connector }>('/vendor/connectors', payload);
  return data;
}

export async function deactivateConnector(id: string) {
  const { data } = await apiClient.post<{ message: string }>(`/vendor/connectors/${encodeURIComponent(id)}/deactivate`, {});
  return data;
}

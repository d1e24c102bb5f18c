// One authenticated JSON call to a Cashfree API (the payment gateway and Payouts V2 take the same
// headers and differ in base URL and version). Network failures become the caller's own error
// type, so each adapter keeps its error contract.
export interface CashfreeCredentials {
  clientId: string;
  clientSecret: string;
  /** Injected in tests, which replay recorded answers instead of using the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function cashfreeCall(
  credentials: CashfreeCredentials,
  target: { base: string; apiVersion: string; unreachable: (message: string) => Error },
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await (credentials.fetch ?? fetch)(`${target.base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-api-version': target.apiVersion,
        'x-client-id': credentials.clientId,
        'x-client-secret': credentials.clientSecret,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(credentials.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw target.unreachable((error as Error).message);
  }
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json };
}

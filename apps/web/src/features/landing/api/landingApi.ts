import type { TDemoRequest } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** The server's `landing` module: demo requests from the public page. */
export const landingApi = {
  demoRequest: (body: TDemoRequest) =>
    apiRequest<unknown>('/api/demo-requests', { method: 'POST', body, auth: false }),
};

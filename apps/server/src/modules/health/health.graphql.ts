import { defineOperation, type GraphqlArea } from '../../graphql/operation.ts';
import type { Services } from '../../services.ts';
import { checkHealth } from './check-health.ts';

/** GraphQL adapter of the health area: the same check as `GET /api/health`. */
export function healthGraphql(services: Services): GraphqlArea {
  return {
    types: /* GraphQL */ `
      type Health {
        status: String!
        db: String!
        cache: String!
      }
    `,
    operations: [
      defineOperation({
        type: 'Query',
        name: 'health',
        returns: 'Health!',
        description: 'The process is up and the database answers.',
        access: 'public',
        resolve: () => checkHealth(services),
      }),
    ],
  };
}

import { PREFERENCE_GROUPS, ZOverviewChoicesArgs } from '@cobertura/contracts';
import { defineOperation, type GraphqlArea } from '../../graphql/operation.ts';
import type { Services } from '../../services.ts';
import { readPreferences } from './read-preferences.ts';

/**
 * GraphQL adapter of My Data: `overview_choices` (spec 02 §7), the caller's preference groups, each
 * as JSON text as the spec's clients read them.
 */
export function dataGraphql(services: Services): GraphqlArea {
  return {
    types: /* GraphQL */ `
      "Each group is JSON text."
      type OverviewChoices {
        ${PREFERENCE_GROUPS.map((group) => `${group}: String!`).join('\n        ')}
      }
    `,
    operations: [
      defineOperation({
        type: 'Query',
        name: 'overview_choices',
        returns: 'OverviewChoices!',
        description: 'Your screen preferences, every group with its defaults, as JSON text.',
        access: 'member',
        args: ZOverviewChoicesArgs,
        resolve: async ({ args, caller }) => {
          const preferences = await readPreferences(services, caller, args.user_id ?? undefined);
          return Object.fromEntries(
            PREFERENCE_GROUPS.map((group) => [group, JSON.stringify(preferences[group])]),
          );
        },
      }),
    ],
  };
}

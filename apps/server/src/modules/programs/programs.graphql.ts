import { PROGRAM_READ_SCREENS, ZCommodityProgramArgs, ZCurrencyProgramArgs } from '@cobertura/contracts';
import { defineOperation, type GraphqlArea } from '../../graphql/operation.ts';
import type { Services } from '../../services.ts';
import { currentPrograms } from './current-programs.ts';

/** GraphQL adapter of the programs area (spec 02 §7): the programs in force, as `/api/commodity_program` reads them. */
export function programsGraphql(services: Services): GraphqlArea {
  const fields = /* GraphQL */ `
        pk_idprogram: Int!
        fk_idportfolio: Int!
        fk_userprogram: Int!
        user_name: String!
        created_at: String!
        objective: String!
        parameters: String!
        flow: ProgramFlow!
  `;
  return {
    types: /* GraphQL */ `
      "A program's flow values: a list for MONTHLY and QUARTERLY, named values otherwise."
      type ProgramFlow {
        "MONTHLY and QUARTERLY: one percentage per month or quarter."
        list: [Float!]
        percentage: Float
        months: Int
        percentagemonths: Float
      }
      type CurrencyProgram {
        ${fields}
        fk_currency: String!
      }
      type CommodityProgram {
        ${fields}
        fk_idcommodity: Int!
      }
    `,
    operations: [
      defineOperation({
        type: 'Query',
        name: 'currency_program',
        returns: '[CurrencyProgram!]!',
        description: 'The currency programs in force for the portfolios (all their pairs unless named).',
        access: { screen: PROGRAM_READ_SCREENS },
        args: ZCurrencyProgramArgs,
        resolve: async ({ args, caller }) => {
          const programs = await currentPrograms(services, caller, {
            portfolios: args.portfolios,
            assets: { kind: 'currency', pairs: args.currency ?? undefined },
          });
          return programs.map(withGraphqlFlow);
        },
      }),
      defineOperation({
        type: 'Query',
        name: 'commodity_program',
        returns: '[CommodityProgram!]!',
        description:
          'The commodity programs in force for the portfolios (all their commodities unless named).',
        access: { screen: PROGRAM_READ_SCREENS },
        args: ZCommodityProgramArgs,
        resolve: async ({ args, caller }) => {
          const programs = await currentPrograms(services, caller, {
            portfolios: args.portfolios,
            assets: { kind: 'commodity', ids: args.commodity ?? undefined },
          });
          return programs.map(withGraphqlFlow);
        },
      }),
    ],
  };
}

/** GraphQL has no "list or object" type: a list of values is answered as `flow.list`. */
function withGraphqlFlow<T extends { flow: { values: number[] | Record<string, number> } }>(program: T) {
  const { values } = program.flow;
  return { ...program, flow: Array.isArray(values) ? { list: values } : values };
}

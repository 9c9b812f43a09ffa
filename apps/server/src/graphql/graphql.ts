import { ZLoginRequest } from '@cobertura/contracts';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { AppError, validationError } from '../http/errors.ts';
import { login } from '../modules/auth/login.ts';
import type { Services } from '../services.ts';

const schema = /* GraphQL */ `
  type TokenPair {
    access: String!
    refresh: String
  }

  type Health {
    status: String!
    db: String!
    cache: String!
  }

  type Query {
    health: Health!
  }

  type Mutation {
    "Signs in with username and password. refresh (default true) asks for a refresh token too."
    login(username: String!, password: String!, refresh: Boolean): TokenPair!
  }
`;

/**
 * GraphQL over HTTP at /graphql. Errors carry the API's error code in extensions.code
 * (UNAUTHENTICATED, FORBIDDEN, INVALID_CREDENTIALS, ...), as the app expects (spec 02 §8).
 */
export function graphqlPlugin(services: Services) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(mercurius, {
      schema,
      graphiql: false,
      jit: 1,
      resolvers: {
        Query: {
          health: () => ({ status: 'ok', db: services.dbKind, cache: services.cache.kind }),
        },
        Mutation: {
          login: async (
            _root,
            args: { username: string; password: string; refresh?: boolean | null },
            context,
          ) => {
            const parsed = ZLoginRequest.safeParse(args);
            try {
              if (!parsed.success) throw validationError(parsed.error);
              const pair = await login(services, parsed.data, context.reply.request.ip);
              return args.refresh === false ? { access: pair.access, refresh: null } : pair;
            } catch (error) {
              throw asGraphqlError(error);
            }
          },
        },
      },
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        // GraphQL answers 200 with errors in the body, as clients of the spec expect.
        return { statusCode: 200, response: formatted.response };
      },
    });
  };
}

function asGraphqlError(error: unknown): Error {
  if (error instanceof AppError) {
    return new mercurius.ErrorWithProps(error.message, {
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    });
  }
  return error as Error;
}

import { ZLoginRequest } from '@cobertura/contracts';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { defineOperation, type GraphqlArea } from '../../graphql/operation.ts';
import type { Services } from '../../services.ts';
import { login } from './login.ts';
import { signInLimit } from './sign-in-limit.ts';

/** GraphQL adapter of the auth area: the same use case and limit as `POST /api/auth/login`. */
export function authGraphql(services: Services): GraphqlArea {
  return {
    types: /* GraphQL */ `
      type TokenPair {
        access: String!
        refresh: String
      }
    `,
    operations: [
      defineOperation({
        type: 'Mutation',
        name: 'login',
        // A password hash on every attempt.
        cost: 5,
        returns: 'TokenPair!',
        description:
          'Signs in with username and password. refresh (default true) asks for a refresh token too.',
        access: 'public',
        args: ZLoginRequest.extend({ refresh: z.boolean().nullish() }),
        rateLimit: signInLimit(services),
        resolve: async ({ args, ip }) => {
          const pair = await login(services, { username: args.username, password: args.password }, ip);
          // The code step has no GraphQL form: such accounts sign in through the app.
          if ('challenge' in pair) {
            throw new AppError(
              'TWO_FACTOR_REQUIRED',
              'This account signs in with a code from an authenticator app: sign in through the app.',
            );
          }
          return args.refresh === false ? { access: pair.access, refresh: null } : pair;
        },
      }),
    ],
  };
}

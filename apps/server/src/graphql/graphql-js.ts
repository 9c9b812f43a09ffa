import { createRequire } from 'node:module';

/**
 * graphql-js as Mercurius loads it (CommonJS). Its schema, documents and validation rules only
 * work with functions of the same copy, so every part of the server that meets them takes this one.
 */
export const graphqlJs = createRequire(import.meta.url)('graphql') as typeof import('graphql');

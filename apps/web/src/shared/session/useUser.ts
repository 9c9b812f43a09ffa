import { useQuery } from '@tanstack/react-query';
import { userQuery } from './userQuery.ts';

export function useUser(enabled = true) {
  return useQuery({ ...userQuery(), enabled });
}

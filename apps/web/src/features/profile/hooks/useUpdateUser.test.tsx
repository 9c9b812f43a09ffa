import type { User } from '@cobertura/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userApi } from '../../../shared/session/userApi.ts';
import { userQuery } from '../../../shared/session/userQuery.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { profileApi } from '../api/profileApi.ts';
import { useUpdateUser } from './useUpdateUser.ts';

afterEach(() => vi.restoreAllMocks());

describe('useUpdateUser', () => {
  it('keeps the saved user when a read started before the save answers after it', async () => {
    const before = fakeUser({ habeas_data: false });
    const saved = { ...before, habeas_data: true } as User;
    let answerRead: (user: User) => void = () => {};
    vi.spyOn(userApi, 'user').mockImplementation(
      () =>
        new Promise<User>((resolve) => {
          answerRead = resolve;
        }),
    );
    vi.spyOn(profileApi, 'updateUser').mockResolvedValue(saved);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateUser(), { wrapper });

    const reading = client.fetchQuery(userQuery()).catch(() => undefined);
    await act(() => result.current.mutateAsync({} as never));
    answerRead(before);
    await reading;

    expect(client.getQueryData(userQuery().queryKey)).toEqual(saved);
  });
});

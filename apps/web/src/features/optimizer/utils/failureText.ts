import { ApiError } from '../../../api/apiError.ts';

/** What a failed call tells the user: the server's own words, else the screen's `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

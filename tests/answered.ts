import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';

/**
 * The positive signal a test waits for before asserting that something is *not* shown, instead of
 * sleeping and hoping the answer came: every call in flight on `queryClient` (reads and writes) has been
 * answered, and React has drawn what the screen draws from those answers.
 *
 * A read or write a screen makes as it mounts is in flight by the time `render` returns, so right after
 * rendering this also covers "asks nothing": a call that should not have been made is waited for, and
 * then seen. A call that starts later (after another answer, a timer or a tap) is waited for first.
 */
export async function answersDrawn(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  // React Query tells the components of an answer in a task of its own (its notifyManager), scheduled
  // when the answer came: a task queued now runs after it, and act() then flushes what React drew.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

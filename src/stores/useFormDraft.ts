import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDrafts } from '@/stores/drafts';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Keeps a react-hook-form form's non-sensitive values as a draft: restored on mount (after reload,
 * session expiry or a trip to another page), saved as the borrower types, dropped on `discard()`.
 * Also holds an Idempotency-Key for the create call the form ends in, so a retry creates one record.
 */
export function useFormDraft<T extends FieldValues>(formId: string, form: UseFormReturn<T>) {
  const { reset, watch } = form;
  const restored = useRef(false);
  const key = useRef<string>('');

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = useDrafts.getState().get(formId) as (Partial<T> & { __key?: string }) | undefined;
    key.current = saved?.__key ?? newKey();
    if (saved) {
      const { __key: _ignored, ...values } = saved;
      reset({ ...form.getValues(), ...values } as T, { keepDefaultValues: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, reset]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => useDrafts.getState().save(formId, { ...values, __key: key.current }), 250);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [formId, watch]);

  return {
    idempotencyKey: () => key.current,
    discard: () => useDrafts.getState().discard(formId),
  };
}

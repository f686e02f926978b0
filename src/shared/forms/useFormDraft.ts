import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useDraftKey, type DraftKey } from '@/shared/forms/useDraftKey';
import { useSession } from '@/stores/session';
import { readRaw, type LogoutKey } from '@/lib/storage';
import { useDrafts, type Draft } from '@/stores/drafts';

/** Where a draft keeps what is not a form field (a resend countdown); its create call's key is useDraftKey's. */
const META = '__meta';
/** How long typing pauses before a draft is written (then at the next idle moment, within IDLE_TIMEOUT_MS). */
const QUIET_MS = 250;
const IDLE_TIMEOUT_MS = 500;

export interface FormDraftOptions<T extends FieldValues> {
  /** The fields this form's draft keeps, by name. Card number, CVC and one-time codes are never listed. */
  fields: readonly Path<T>[];
}

export interface FormDraft<M extends Draft> {
  /** The Idempotency-Key of the create call this form ends in (useDraftKey's `key`, kept with this draft). */
  idempotencyKey: DraftKey['key'];
  /** The body to send with a key (useDraftKey's `sameBody`): a retry sends what the first attempt sent. */
  sameBody: DraftKey['sameBody'];
  /** The create went through but the form stays (a payment to make again): the next one gets a new key. */
  renewKey: () => void;
  /** Non-field state saved with the draft, as it was when the form opened. */
  meta: Partial<M>;
  saveMeta: (meta: Partial<M>) => void;
  /** The form was sent: forget the draft (and its key, so the next submission is a new one). */
  discard: () => void;
}

/**
 * The one draft mechanism. Restores the listed fields before the first paint (after a reload, a
 * session expiry, a trip to the privacy page or a vendor page), saves them once typing pauses and when
 * the page is hidden or left, and holds the form's Idempotency-Key. The drafts store strips card data again whatever a form passes.
 */
export function useFormDraft<T extends FieldValues, M extends Draft = Draft>(
  formId: string,
  form: UseFormReturn<T>,
  { fields }: FormDraftOptions<T>,
): FormDraft<M> {
  const { reset, watch, getValues } = form;
  const [saved] = useState(() => useDrafts.getState().get(formId));
  // Whose drafts these are: once another borrower owns them (or nobody, after a sign-out) this form saves nothing.
  const [owner] = useState(() => useDrafts.getState().owner);
  const draftKey = useDraftKey(formId);
  const meta = useRef<Partial<M>>((saved?.[META] as Partial<M> | undefined) ?? {});
  const pending = useRef<Partial<T> | null>(null);
  const fieldList = useRef(fields);
  fieldList.current = fields;

  const pick = useCallback((values: Partial<T>): Draft => {
    const out: Draft = {};
    for (const f of fieldList.current) {
      const v = (values as Record<string, unknown>)[f];
      if (v !== undefined) out[f] = v;
    }
    return out;
  }, []);

  // A form opened while signed in writes nothing once the session has ended (here or in another tab): a write
  // still pending then (typing stopped less than a moment ago) is dropped, even where the drafts name no owner
  // (a session from before drafts were bound to the borrower). Storage is asked too: another tab's sign-out has
  // removed the token there before this tab hears of it.
  const [signedIn] = useState(() => Boolean(useSession.getState().token));
  const write = useCallback(
    (values: Partial<T>) => {
      if (signedIn && (!useSession.getState().token || !readRaw('token' satisfies LogoutKey))) return;
      useDrafts.getState().save(formId, { ...pick(values), [META]: meta.current }, owner);
    },
    [formId, pick, owner, signedIn],
  );

  // Restore before paint, so the borrower never sees an empty form flash; restored values count as changes.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !saved) return;
    restored.current = true;
    const values = pick(saved as Partial<T>);
    if (Object.keys(values).length) reset({ ...getValues(), ...values } as T, { keepDefaultValues: true });
  }, [saved, pick, reset, getValues]);

  // Never written on a keystroke: storage is written once typing pauses (QUIET_MS, then when the main thread
  // is idle, so the write never delays the next key), and at once when the page is hidden or left (pagehide,
  // visibilitychange: a reload, a tab closed, the app sent to the background) or the form goes away.
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      idle = undefined;
      if (pending.current) write(pending.current);
      pending.current = null;
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(flush, { timeout: IDLE_TIMEOUT_MS });
      else flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const sub = watch((values) => {
      pending.current = values as Partial<T>;
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      idle = undefined;
      timer = setTimeout(whenIdle, QUIET_MS);
    });
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      flush();
      sub.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [watch, write]);

  return {
    idempotencyKey: draftKey.key,
    sameBody: draftKey.sameBody,
    renewKey: draftKey.renew,
    meta: meta.current,
    saveMeta: (m) => {
      meta.current = { ...meta.current, ...m };
      write(getValues() as Partial<T>);
    },
    discard: () => {
      pending.current = null;
      useDrafts.getState().discard(formId);
      draftKey.renew();
      meta.current = {};
    },
  };
}

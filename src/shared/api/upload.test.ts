/** One photo, one file: every attempt at sending one prepared photo carries that photo's Idempotency-Key. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, server } from '../../../tests/msw-server';
import { seedBorrower } from '@/mocks/fixtures';
import { connectClient, loseNextAnswer } from '@/mocks/testing';
import { uploadPhoto, type PreparedPhoto } from '@/shared/api/upload';

const PHONE = '77041230001';
const prepared = (): PreparedPhoto => ({ blob: new File([new Uint8Array(2048)], 'front.jpg', { type: 'image/jpeg' }), name: 'front.jpg' });
const send = (photo: PreparedPhoto) => uploadPhoto(photo, 'front', { signal: new AbortController().signal, onProgress: () => {} });
const files = () => Object.keys(db.userByPhone(PHONE)!.files).length;

beforeEach(() => {
  connectClient(seedBorrower(db, { phone: PHONE, stage: 'new' }).token);
});
afterEach(() => server.events.removeAllListeners());

describe('uploadPhoto', () => {
  it('a retry after a lost answer sends the same key and gets the file the first attempt stored', async () => {
    const photo = prepared();
    const lost = loseNextAnswer(server, db, '/api/uploadFile/userFile');
    await expect(send(photo)).rejects.toMatchObject({ kind: 'network', code: 602001 });
    expect(files()).toBe(1);
    const retried = await send(photo);
    expect(files()).toBe(1);
    expect(db.userByPhone(PHONE)!.files[retried.fileId]).toBeDefined();
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[0]).toBeTruthy();
    expect(lost.keys[1]).toBe(lost.keys[0]);
  });

  it('another photo (taken again) is another key and another file', async () => {
    const first = await send(prepared());
    const second = await send(prepared());
    expect(second.fileId).not.toBe(first.fileId);
    expect(files()).toBe(2);
  });
});

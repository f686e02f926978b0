import { vi } from 'vitest';

/** Test kit of the photo screens. jsdom has no canvas (the image module is mocked) and no object URLs. */
export function stubObjectUrls(): void {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
}

/** What the mocked prepareIdPhoto answers: the file as it is, under a `.jpg` name (the sandbox reads 'fail' in it). */
export function asPrepared(file: File) {
  const name = file.name.replace(/\.\w+$/, '') + '.jpg';
  return { blob: file, name, type: 'image/jpeg' as const, width: 1200, height: 800, bytes: file.size, quality: 0.85, attempts: 1 };
}

export function photo(name: string): File {
  return new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
}

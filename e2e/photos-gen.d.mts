import type { Page } from '@playwright/test';

/** A photo-like JPEG drawn by Chromium itself (no image files in the repo): noise, a card, a line of text. */
export function cameraJpeg(page: Page, label: string): Promise<Buffer>;

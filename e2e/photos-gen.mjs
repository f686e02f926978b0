/* global document, Buffer */
// The camera-like photo the browser specs (e2e/photos.ts) and the journey bench (scripts/bench-journey.mjs)
// choose for a photo slot: plain JavaScript, so the bench (plain Node) and the specs share one generator.

/**
 * A photo-like JPEG drawn by Chromium itself (no image files in the repo): noise, a card, a line of text.
 * @param {import('@playwright/test').Page} page
 * @param {string} label
 * @returns {Promise<Buffer>}
 */
export async function cameraJpeg(page, label) {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d');
    const noise = ctx.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < noise.data.length; i += 4) {
      const v = 90 + (((i * 2654435761) >>> 24) % 80);
      noise.data[i] = v;
      noise.data[i + 1] = v;
      noise.data[i + 2] = v + 20;
      noise.data[i + 3] = 255;
    }
    ctx.putImageData(noise, 0, 0);
    ctx.fillStyle = '#e9eef5';
    ctx.fillRect(300, 300, 1800, 1150);
    ctx.fillStyle = '#111';
    ctx.font = 'bold 90px sans-serif';
    ctx.fillText(text, 400, 700);
    return canvas.toDataURL('image/jpeg', 0.95);
  }, label);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

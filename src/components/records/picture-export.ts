/**
 * Saving a picture of the position (the Download buttons' SVG and PNG), loaded on first
 * use (pictures.ts, in records-chunk.ts). The PNG is the same SVG drawn onto a canvas through an `Image`, at twice its own
 * size so that it stays sharp on a high-density screen or in print.
 */

/** How many canvas pixels a PNG takes for each unit of the SVG (a 19×19 board: 840 px wide). */
export const PNG_SCALE = 2;

/** Saves a blob as a file the browser downloads: `saveBlob(blob, 'gonnect.svg')`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

/** The SVG drawn as a PNG (a standalone SVG: it loads nothing else, so the canvas stays readable). */
export async function pngOf(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * PNG_SCALE;
    canvas.height = image.naturalHeight * PNG_SCALE;
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be drawn'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves the SVG as `name`, as it is (`svg`) or drawn as a PNG (`png`): `savePicture(svg, 'gonnect.png', 'png')`. */
export async function savePicture(svg: string, name: string, format: 'svg' | 'png'): Promise<void> {
  saveBlob(format === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await pngOf(svg), name);
}

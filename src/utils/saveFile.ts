/**
 * Saves a file the way a download link does, without putting its content into the page: on iOS and Android the
 * system then offers what opens it (the calendar for an .ics, a viewer for a certificate).
 */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

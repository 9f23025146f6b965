/**
 * Saves a file fetched with the bearer header (an e-ticket, the bids' CSV): a plain link could
 * not send the header, so the body comes as a blob and leaves through a temporary object URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

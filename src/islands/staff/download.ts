// Save text as a file from the dashboard. Admin only: a module shared with the booking form would become a
// chunk of its own on the booking page (its own-JS budget is 22 KB), so the booking form keeps its own.

export function download(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { Unzip, UnzipInflate } from 'fflate';

export type ZipCheck = 'ok' | 'tooLarge' | 'notZip';

/**
 * Inflates a zip (an .xlsx) chunk by chunk, keeping nothing, and stops as soon as the entries
 * together exceed `maxInflatedBytes`: the sizes a zip declares can lie, so only inflating tells. A
 * parser that loads the whole archive (exceljs) runs only after this says 'ok'.
 */
export function checkZipExpansion(bytes: Uint8Array, maxInflatedBytes: number): ZipCheck {
  let total = 0;
  let files = 0;
  let result: ZipCheck = 'ok';
  const unzip = new Unzip((file) => {
    files += 1;
    if (result !== 'ok') return;
    file.ondata = (error, chunk) => {
      if (result !== 'ok') return;
      if (error) {
        result = 'notZip';
      } else {
        total += chunk.length;
        if (total > maxInflatedBytes) result = 'tooLarge';
      }
      if (result !== 'ok') file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    return 'notZip';
  }
  return files === 0 ? 'notZip' : result;
}

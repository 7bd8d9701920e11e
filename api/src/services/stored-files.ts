// Writing files that are named by their content: a name, once there, is already right.
import { randomBytes } from 'node:crypto';
import { access, rename, writeFile } from 'node:fs/promises';

/** Same name means same bytes, so an existing file is already right. */
export async function writeOnce(file: string, data: Buffer): Promise<void> {
  if (await exists(file)) return;
  // Write then rename, so a reader never sees half a file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

// The scripts' database (DATABASE_URL, or the PGlite folder DATA_DIR). A folder another process
// has open (the running site, say) stops the script with what to do, before anything is written.
import { openDatabase, type DatabaseOptions } from '../../app/db/client.server';
import { DataFolderInUse, lockDataFolder } from '../../app/db/dataFolderLock.server';

export async function openScriptDatabase(options: DatabaseOptions) {
  try {
    return await openDatabase(options);
  } catch (error) {
    exitIfInUse(error);
    throw error;
  }
}

/** Takes the PGlite folder's lock for a script that works on the folder's files first (db:reset). */
export async function lockScriptDataFolder(dataDir: string) {
  try {
    return await lockDataFolder(dataDir);
  } catch (error) {
    exitIfInUse(error);
    throw error;
  }
}

/** Ends the script with DataFolderInUse's message (exit code 1); any other error is left to the caller. */
export function exitIfInUse(error: unknown): void {
  if (!(error instanceof DataFolderInUse)) return;
  console.error(error.message);
  process.exit(1);
}

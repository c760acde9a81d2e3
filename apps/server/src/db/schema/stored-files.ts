import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea: a Buffer on node-postgres, a Uint8Array on PGlite, a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database (the file store with DATABASE_URL, decision 070), in parts
 * of at most FILE_PART_BYTES each so that no upload or download holds a whole file in memory.
 * `key` is the storage key the file's own row names (property_files, hr_documents, cms media).
 */
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    key: text('key').notNull(),
    /** 0, 1, 2, …: the order of the parts in the file. */
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.part] })],
);

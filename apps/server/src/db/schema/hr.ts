import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  HR_DOCUMENT_TABS,
  STAFF_DOCUMENT_KINDS,
  STAFF_STATUSES,
  WORK_LOCATIONS,
} from '@wildfire/shared';
import { users } from './users';

/** The company's departments (admin-back-office.md 2.18, section 9). */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('departments_name_key').on(sql`lower(${t.name})`)],
);

/**
 * The HR record of a staff member (section 3, Staff record). Salary and personal fields are
 * returned only to holders of the HR permissions. `userId` links the record to the person's
 * sign-in, when they have one.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Work email, shown in the list; the personal email is private. */
    email: text('email'),
    personalEmail: text('personal_email').notNull(),
    /** The position (the add form's "role"). */
    position: text('position').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    reportsToId: integer('reports_to_id').references((): AnyPgColumn => staffMembers.id, {
      onDelete: 'set null',
    }),
    salaryCents: bigint('salary_cents', { mode: 'number' }),
    hireDate: date('hire_date').notNull(),
    endDate: date('end_date'),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('Active'),
    location: text('location', { enum: WORK_LOCATIONS }).notNull().default('office'),
    city: text('city'),
    address: text('address'),
    /** linkedin, twitter, facebook, instagram */
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    birthdate: date('birthdate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_members_department_idx').on(t.departmentId),
    index('staff_members_status_idx').on(t.status),
  ],
);

/** NDA, contract, eligibility and other documents of one staff record (Add Staff uploads). */
export const staffDocuments = pgTable(
  'staff_documents',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STAFF_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    /** Where the file store keeps the bytes (services/file-storage.ts). */
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_documents_staff_idx').on(t.staffId)],
);

/** Folders of HR Documents, per tab. */
export const hrFolders = pgTable(
  'hr_folders',
  {
    id: serial('id').primaryKey(),
    tab: text('tab', { enum: HR_DOCUMENT_TABS }).notNull(),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('hr_folders_tab_name_key').on(t.tab, sql`lower(${t.name})`)],
);

/** HR Documents (admin-back-office.md 2.20): onboarding documents, templates and forms. */
export const hrDocuments = pgTable(
  'hr_documents',
  {
    id: serial('id').primaryKey(),
    tab: text('tab', { enum: HR_DOCUMENT_TABS }).notNull(),
    folderId: integer('folder_id').references(() => hrFolders.id, { onDelete: 'set null' }),
    /** The name shown (editable); the file keeps its own name for downloads. */
    name: text('name').notNull(),
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hr_documents_tab_idx').on(t.tab, t.updatedAt)],
);

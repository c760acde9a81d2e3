import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HrDocument, HrDocumentPage, HrFolder } from '@wildfire/shared';
import { auditLog, hrDocuments } from '#src/db/schema/index';
import { build } from '../../helper';

const ADMIN = 'admin@demo.test';
const VIEWER = 'accounts@demo.test'; // view_hr_data only
const SUPPORT = 'support@demo.test'; // no HR permission
const CUSTOMER = 'owner@demo.test';

describe('HR Documents (/api/admin/documents)', async () => {
  const { app, injectAs } = await build();
  const get = (email: string | null, url: string) => injectAs(email, { method: 'GET', url });
  const list = async (query: string, email = ADMIN) =>
    (await get(email, `/api/admin/documents?${query}`)).json<HrDocumentPage>();
  const folders = async (tab: string) =>
    (await get(ADMIN, `/api/admin/documents/folders?tab=${tab}`)).json<{ folders: HrFolder[] }>()
      .folders;
  const upload = (
    email: string,
    query: string,
    name: string,
    bytes: Buffer,
    type = 'application/octet-stream',
  ) =>
    injectAs(email, {
      method: 'POST',
      url: `/api/admin/documents?${query}`,
      headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      payload: bytes,
    });
  const patch = (email: string, id: number, payload: Record<string, unknown>) =>
    injectAs(email, { method: 'PATCH', url: `/api/admin/documents/${String(id)}`, payload });
  const remove = (email: string, url: string) => injectAs(email, { method: 'DELETE', url });

  it('anonymous 401, customer 403, staff without view_hr_data 403, with it 200', async () => {
    for (const url of [
      '/api/admin/documents?tab=onboarding',
      '/api/admin/documents/folders?tab=templates',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
      expect((await get(CUSTOMER, url)).statusCode, url).toBe(403);
      expect((await get(SUPPORT, url)).statusCode, url).toBe(403);
      expect((await get(VIEWER, url)).statusCode, url).toBe(200);
    }
  });

  it('both tabs: Onboarding Documents and Templates & Forms, each with its own documents', async () => {
    const onboarding = await list('tab=onboarding');
    const templates = await list('tab=templates');
    expect(onboarding.total).toBeGreaterThanOrEqual(3);
    expect(templates.total).toBeGreaterThanOrEqual(3);
    expect(onboarding.items.every((d) => d.tab === 'onboarding')).toBe(true);
    expect(templates.items.every((d) => d.tab === 'templates')).toBe(true);
    expect(onboarding.items[0]).toMatchObject({
      type: expect.stringMatching(/^(PDF|DOCX|DOC|XLSX|XLS|other)$/),
      category: expect.any(String),
      uploaded_by: expect.any(String),
    });
    // Most recently changed first.
    const times = onboarding.items.map((d) => d.last_modified);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get(ADMIN, '/api/admin/documents?tab=payroll')).statusCode).toBe(400);
  });

  it('summary tiles: count, total size and last updated of the whole tab', async () => {
    const page = await list('tab=onboarding');
    const rows = await app.db.select().from(hrDocuments).where(eq(hrDocuments.tab, 'onboarding'));
    expect(page.summary.count).toBe(rows.length);
    expect(page.summary.total_bytes).toBe(rows.reduce((n, r) => n + r.sizeBytes, 0));
    const newest = Math.max(...rows.map((r) => r.updatedAt.getTime()));
    expect(new Date(page.summary.last_updated!).getTime()).toBe(newest);
    // The summary does not change with the folder filter.
    const [folder] = await folders('onboarding');
    const inFolder = await list(`tab=onboarding&folder=${String(folder!.id)}`);
    expect(inFolder.summary).toEqual(page.summary);
    expect(inFolder.total).toBeLessThan(page.total);
  });

  it('demo documents download as real files', async () => {
    const page = await list('tab=onboarding');
    const pdf = page.items.find((d) => d.type === 'PDF')!;
    const res = await get(VIEWER, `/api/admin/documents/${String(pdf.id)}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(res.rawPayload.length).toBe(pdf.size_bytes);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(pdf.file_name)}`,
    );
  });

  describe('Upload Document', () => {
    it('stores the file in the tab with its category and folder, named after the file; audited', async () => {
      const [folder] = await folders('templates');
      const bytes = Buffer.from('Name,Start Date\r\nJamie,2025-02-03\r\n');
      const res = await upload(
        ADMIN,
        `tab=templates&category=Forms&folder_id=${String(folder!.id)}`,
        'New Hire Roster.csv',
        bytes,
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json<HrDocument>();
      expect(doc).toMatchObject({
        tab: 'templates',
        name: 'New Hire Roster',
        file_name: 'New Hire Roster.csv',
        type: 'other',
        category: 'Forms',
        size_bytes: bytes.length,
        folder: { id: folder!.id, name: folder!.name },
        uploaded_by: 'Alex Morgan',
      });
      const download = await get(ADMIN, `/api/admin/documents/${String(doc.id)}/file`);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'hr_document.upload'));
      expect(audits.map((a) => a.targetId)).toContain(String(doc.id));
    });

    it('needs manage_hr_data', async () => {
      const res = await upload(
        VIEWER,
        'tab=onboarding&category=Policies',
        'a.pdf',
        Buffer.from('x'),
      );
      expect(res.statusCode).toBe(403);
    });

    it('types: PDF, DOCX, DOC, XLSX, XLS and the other listed formats only', async () => {
      for (const name of ['Policy.docx', 'Old.doc', 'Budget.xlsx', 'Legacy.xls', 'Notes.txt']) {
        const res = await upload(ADMIN, 'tab=onboarding&category=Policies', name, Buffer.from('x'));
        expect(res.statusCode, name).toBe(201);
      }
      for (const name of ['run.exe', 'page.html', 'image.svg', 'macro.xlsm', 'noextension']) {
        const res = await upload(ADMIN, 'tab=onboarding&category=Policies', name, Buffer.from('x'));
        expect(res.statusCode, name).toBe(400);
        expect(res.json().error.message).toContain('File type not allowed');
      }
      const wrongBody = await upload(
        ADMIN,
        'tab=onboarding&category=Policies',
        'a.pdf',
        Buffer.from('x'),
        'text/plain',
      );
      expect(wrongBody.statusCode).toBe(400);
    });

    it('a file above 20 MB is refused with 413; an empty one with 400; nothing is kept', async () => {
      const before = (await app.db.select().from(hrDocuments)).length;
      const big = await upload(
        ADMIN,
        'tab=onboarding&category=Policies',
        'big.pdf',
        Buffer.alloc(20 * 1024 * 1024 + 1, 1),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toBe('The file is larger than 20 MB.');
      const empty = await upload(
        ADMIN,
        'tab=onboarding&category=Policies',
        'e.pdf',
        Buffer.alloc(0),
      );
      expect(empty.statusCode).toBe(400);
      expect((await app.db.select().from(hrDocuments)).length).toBe(before);
    });

    it('bad metadata is a 400 naming the field: tab, category, a folder of the other tab', async () => {
      const bytes = Buffer.from('x');
      const noTab = await upload(ADMIN, 'category=Policies', 'a.pdf', bytes);
      expect(noTab.json().error.fields).toHaveProperty('tab');
      const badCategory = await upload(ADMIN, 'tab=onboarding&category=Gossip', 'a.pdf', bytes);
      expect(badCategory.statusCode).toBe(400);
      expect(badCategory.json().error.fields).toHaveProperty('category');
      const [templatesFolder] = await folders('templates');
      const otherTab = await upload(
        ADMIN,
        `tab=onboarding&category=Policies&folder_id=${String(templatesFolder!.id)}`,
        'a.pdf',
        bytes,
      );
      expect(otherTab.statusCode).toBe(400);
      expect(otherTab.json().error.message).toBe('No such folder in Onboarding Documents');
    });

    it('path-traversal-looking names are reduced to a plain file name', async () => {
      const res = await upload(
        ADMIN,
        'tab=onboarding&category=Policies',
        '..\\..\\windows\\system.ini.pdf',
        Buffer.from('%PDF'),
      );
      expect(res.statusCode).toBe(201);
      const doc = res.json<HrDocument>();
      expect(doc.file_name).toBe('system.ini.pdf');
      const [row] = await app.db.select().from(hrDocuments).where(eq(hrDocuments.id, doc.id));
      expect(row!.storageKey).toMatch(/^hr-documents\/[a-f0-9]{32}$/);
    });
  });

  describe('Edit and Delete', () => {
    it('Edit renames, recategorises and refiles a document; needs manage_hr_data', async () => {
      const doc = (
        await upload(ADMIN, 'tab=onboarding&category=Policies', 'Draft.pdf', Buffer.from('%PDF'))
      ).json<HrDocument>();
      expect((await patch(VIEWER, doc.id, { name: 'Final' })).statusCode).toBe(403);
      const [folder] = await folders('onboarding');
      const res = await patch(ADMIN, doc.id, {
        name: 'Remote Work Policy',
        category: 'Compliance',
        folder_id: folder!.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Remote Work Policy',
        category: 'Compliance',
        file_name: 'Draft.pdf',
        folder: { id: folder!.id },
      });
      expect((await patch(ADMIN, doc.id, { folder_id: null })).json().folder).toBeNull();
      expect((await patch(ADMIN, doc.id, { name: '  ' })).statusCode).toBe(400);
      expect((await patch(ADMIN, doc.id, {})).statusCode).toBe(400);
      const [templatesFolder] = await folders('templates');
      expect((await patch(ADMIN, doc.id, { folder_id: templatesFolder!.id })).statusCode).toBe(400);
      expect((await patch(ADMIN, 999999, { name: 'X' })).statusCode).toBe(404);
    });

    it('Delete removes the document and its file; needs manage_hr_data', async () => {
      const doc = (
        await upload(ADMIN, 'tab=templates&category=Forms', 'Old Form.pdf', Buffer.from('%PDF'))
      ).json<HrDocument>();
      const url = `/api/admin/documents/${String(doc.id)}`;
      expect((await remove(VIEWER, url)).statusCode).toBe(403);
      expect((await remove(ADMIN, url)).statusCode).toBe(204);
      expect((await get(ADMIN, `${url}/file`)).statusCode).toBe(404);
      expect((await remove(ADMIN, url)).statusCode).toBe(404);
      const audits = await app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'hr_document.delete'));
      expect(audits.map((a) => a.targetId)).toContain(String(doc.id));
    });
  });

  describe('Folders', () => {
    it('Create Folder: unique within its tab (case-insensitive), the same name may be used in the other tab', async () => {
      const create = (email: string, body: Record<string, unknown>) =>
        injectAs(email, { method: 'POST', url: '/api/admin/documents/folders', payload: body });
      expect((await create(VIEWER, { tab: 'onboarding', name: 'Benefits' })).statusCode).toBe(403);
      expect((await create(ADMIN, { tab: 'onboarding', name: ' ' })).statusCode).toBe(400);
      const res = await create(ADMIN, { tab: 'onboarding', name: 'Benefits 2026' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        tab: 'onboarding',
        name: 'Benefits 2026',
        document_count: 0,
      });
      const again = await create(ADMIN, { tab: 'onboarding', name: 'BENEFITS 2026' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'Onboarding Documents already has a folder named "BENEFITS 2026".',
      );
      expect((await create(ADMIN, { tab: 'templates', name: 'Benefits 2026' })).statusCode).toBe(
        201,
      );
      expect((await folders('onboarding')).map((f) => f.name)).toContain('Benefits 2026');
    });

    it('filter by folder, or the documents in none; folders count their documents', async () => {
      const all = await list('tab=onboarding');
      const withFolders = await folders('onboarding');
      let inFolders = 0;
      for (const folder of withFolders) {
        const page = await list(`tab=onboarding&folder=${String(folder.id)}`);
        expect(page.total, folder.name).toBe(folder.document_count);
        expect(page.items.every((d) => d.folder?.id === folder.id)).toBe(true);
        inFolders += page.total;
      }
      const loose = await list('tab=onboarding&folder=none');
      expect(loose.items.every((d) => d.folder === null)).toBe(true);
      expect(loose.total + inFolders).toBe(all.total);
    });

    it('deleting a folder keeps its documents, outside any folder; needs manage_hr_data', async () => {
      const created = (
        await injectAs(ADMIN, {
          method: 'POST',
          url: '/api/admin/documents/folders',
          payload: { tab: 'templates', name: 'Archive' },
        })
      ).json<HrFolder>();
      const doc = (
        await upload(
          ADMIN,
          `tab=templates&category=Forms&folder_id=${String(created.id)}`,
          'Archived Form.pdf',
          Buffer.from('%PDF'),
        )
      ).json<HrDocument>();
      const url = `/api/admin/documents/folders/${String(created.id)}`;
      expect((await remove(VIEWER, url)).statusCode).toBe(403);
      expect((await remove(ADMIN, url)).statusCode).toBe(204);
      expect((await folders('templates')).map((f) => f.id)).not.toContain(created.id);
      const [row] = await app.db.select().from(hrDocuments).where(eq(hrDocuments.id, doc.id));
      expect(row!.folderId).toBeNull();
      expect((await remove(ADMIN, url)).statusCode).toBe(404);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { badRequest } from '#src/lib/http-errors';
import { describeIssue, fieldLabel, summarize } from '#src/lib/validation-messages';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';

/** No request part, JSON pointer or schema word in anything a person reads. */
const RAW = /\b(body|querystring|params)\.|expected (string|number)|too_small|invalid_type|_id\b/;

describe('every validation message is for a person', async () => {
  const { app, injectAs } = await build();

  it('a field is called by its name on screen, not its request name', () => {
    expect(fieldLabel('member_ids')).toBe('Members');
    expect(fieldLabel('project_manager_id')).toBe('Project manager');
    expect(fieldLabel('estimate_amount')).toBe('Estimate amount');
    expect(fieldLabel('items.2.name')).toBe('Name');
  });

  it("zod's own messages become sentences naming the field", () => {
    const number = describeIssue('estimate_amount', {
      code: 'invalid_type',
      expected: 'number',
      message: 'Invalid input: expected number, received string',
    });
    expect(number.message).toBe('Estimate amount must be a number');
    expect(
      describeIssue('name', {
        code: 'invalid_type',
        expected: 'string',
        message: 'Invalid input: expected string, received undefined',
      }).message,
    ).toBe('Name is required');
    expect(
      describeIssue('name', {
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        message: 'Too small: expected string to have >=1 characters',
      }).message,
    ).toBe('Name is required');
    expect(
      describeIssue('email', { code: 'invalid_format', format: 'email', message: 'Invalid email' })
        .message,
    ).toBe('Email must be an email address such as name@example.com');
  });

  it("a schema author's message is kept, capitalized, and named by its field when it needs it", () => {
    expect(describeIssue('title', { code: 'custom', message: 'Title is required' }).message).toBe(
      'Title is required',
    );
    expect(summarize([{ field: 'name', message: 'Must not contain the NUL character' }])).toBe(
      'Name must not contain the NUL character',
    );
    expect(summarize([{ field: 'project_manager_id', message: 'No such staff member' }])).toBe(
      'Project manager: no such staff member',
    );
    expect(summarize([{ field: 'plan_id', message: 'No such plan' }])).toBe('No such plan');
    expect(
      summarize([
        { field: 'title', message: 'Title is required' },
        { field: 'body', message: 'Body is required' },
      ]),
    ).toBe('Title is required (and 1 other field to fix)');
  });

  it("a handler's field-prefixed 400 reaches the person without the request part", () => {
    const own = badRequest('body.status: you cannot deactivate your own account');
    expect(own.message).toBe('You cannot deactivate your own account');
    expect(own.fields).toEqual({ status: 'You cannot deactivate your own account' });
    const tz = badRequest('tz must be a time zone such as UTC');
    expect(tz.message).toBe('Time zone must be a time zone such as UTC');
    expect(badRequest('Choose a file.').fields).toBeUndefined();
  });

  it('only staff can join groups: the sentence goes under Email', async () => {
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/groups/3/members',
      payload: { email: 'owner@demo.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'bad_request',
      message: 'Only staff can join groups',
      fields: { email: 'Only staff can join groups' },
    });
  });

  it('you cannot deactivate your own account: a sentence, not body.status', async () => {
    const admin = await demoUserId(app.db, 'admin@demo.test');
    const res = await injectAs('admin@demo.test', {
      method: 'PATCH',
      url: `/api/admin/users/${String(admin)}`,
      payload: { status: 'Inactive' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('You cannot deactivate your own account');
    expect(res.json().error.fields).toEqual({ status: 'You cannot deactivate your own account' });
  });

  it('schema failures list every field with its sentence and no schema words', async () => {
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/groups',
      payload: { name: ' ', description: 42, permissions: 'all' },
    });
    expect(res.statusCode).toBe(400);
    const { message, fields } = res.json().error as {
      message: string;
      fields: Record<string, string>;
    };
    expect(Object.keys(fields).sort()).toEqual(['description', 'name', 'permissions']);
    for (const text of [message, ...Object.values(fields)]) expect(text).not.toMatch(RAW);
    expect(fields.permissions).toBe('Permissions must be a list');
  });

  it('a field named like an object method (toString, constructor) is a field like any other', async () => {
    expect(fieldLabel('toString')).toBe('To string');
    expect(fieldLabel('constructor')).toBe('Constructor');
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/projects',
      payload: { toString: ['\u0000'], constructor: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).not.toMatch(RAW);
  });

  it('a bad page number in a query names the field in words', async () => {
    const res = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/support/tickets?page=abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).not.toMatch(RAW);
    expect(res.json().error.message).toMatch(/^Page /);
  });
});

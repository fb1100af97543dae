import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccountDto } from '../../../domain/settings/dtos.ts';
import {
  createTestApp,
  signInAsNewAdmin,
  TEST_PASSWORD,
  type TestApp,
} from '../../../../tests/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let me: { id: string; username: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAsNewAdmin(t);
  headers = admin.headers;
  me = admin.user;
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
const verify = (authorization: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify', headers: authorization });
const auditOf = async (entityId: string) =>
  (await api('GET', `/api/audit?entity=user&entityId=${entityId}`)).json();

const newAdmin = {
  username: 'rosalind',
  name: 'Rosalind Franklin',
  email: 'rosalind@example.org',
  password: 'a long enough password',
  roles: ['partnerships', 'viewer'],
};

describe('POST /api/users', () => {
  it('adds an admin who can sign in, answers 201 without the password, and records it', async () => {
    const response = await api('POST', '/api/users', newAdmin);
    expect(response.statusCode).toBe(201);
    const account = response.json() as AdminAccountDto;
    expect(account).toEqual({
      id: expect.any(String),
      username: 'rosalind',
      name: 'Rosalind Franklin',
      email: 'rosalind@example.org',
      isActive: true,
      roles: ['partnerships', 'viewer'],
      createdAt: t.clock.now().toISOString(),
      invitationPending: false,
      hasTwoStepSignIn: false,
      invitation: null,
    });
    expect(response.body).not.toContain('password');
    expect((await login('rosalind', newAdmin.password)).statusCode).toBe(200);
    expect(await auditOf(account.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'user',
        details: { username: 'rosalind', roles: ['partnerships', 'viewer'] },
      }),
    ]);
  });

  it('answers 409 when the username is taken, in any letter case', async () => {
    const response = await api('POST', '/api/users', { ...newAdmin, username: 'ROSALIND' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The username "ROSALIND" is already taken. Choose another one.',
    );
  });

  it('answers 400 with field messages for a bad username, name, email, password or roles', async () => {
    const response = await api('POST', '/api/users', {
      username: 'a b',
      name: ' ',
      email: 'nope',
      password: 'short',
      roles: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      username: ['Username may use letters, digits, dots, dashes and underscores'],
      name: ['Enter a name'],
      email: ['Enter a valid email address, like name@example.org'],
      password: ['Password must be at least 12 characters'],
      roles: ['Choose at least one role'],
    });
    const unknownRole = await api('POST', '/api/users', { ...newAdmin, roles: ['boss'] });
    expect(unknownRole.json().fieldErrors).toEqual({ 'roles.0': ['Choose a role from the list'] });
  });
});

describe('GET /api/users', () => {
  it('lists admin accounts by name without password hashes', async () => {
    const response = await api('GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const accounts = response.json() as AdminAccountDto[];
    const names = accounts.map((account) => account.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(accounts.map((account) => account.username)).toEqual(
      expect.arrayContaining([me.username, 'rosalind']),
    );
    expect(response.body).not.toMatch(/argon2|password/);
  });
});

describe('PATCH /api/users/:id', () => {
  it('disabling an admin ends their sessions at once; enabling lets them sign in again', async () => {
    const other = await signInAsNewAdmin(t);
    t.clock.advance(1000);
    const disabled = await api('PATCH', `/api/users/${other.user.id}`, { isActive: false });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: other.user.id, isActive: false });
    expect((await verify(other.headers)).statusCode).toBe(401);
    expect((await login(other.user.username, TEST_PASSWORD)).statusCode).toBe(401);

    t.clock.advance(1000);
    const enabled = await api('PATCH', `/api/users/${other.user.id}`, { isActive: true });
    expect(enabled.json().isActive).toBe(true);
    // The old session stays ended; a new sign-in works.
    expect((await verify(other.headers)).statusCode).toBe(401);
    expect((await login(other.user.username, TEST_PASSWORD)).statusCode).toBe(200);

    const actions = (await auditOf(other.user.id))
      .map((entry: { action: string }) => entry.action)
      .filter((action: string) => action !== 'create');
    expect(actions).toEqual(['enable', 'disable']);
  });

  it('changes roles, which apply from the next request, and records old and new', async () => {
    const other = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/waiting-list', headers: other.headers }))
        .statusCode,
    ).toBe(403);
    const changed = await api('PATCH', `/api/users/${other.user.id}`, {
      roles: ['admissions', 'admissions'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ roles: ['admissions'], isActive: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/waiting-list', headers: other.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/donors', headers: other.headers })).json(),
    ).toEqual({
      message: 'This needs the fundraising role.',
    });
    expect(await auditOf(other.user.id)).toContainEqual(
      expect.objectContaining({
        action: 'change-roles',
        details: { username: other.user.username, from: ['fundraising'], to: ['admissions'] },
      }),
    );
  });

  it('refuses to take the owner role from your own account with 409', async () => {
    const response = await api('PATCH', `/api/users/${me.id}`, { roles: ['viewer'] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot take the owner role away from your own account. Ask another owner to do it.',
    );
    expect((await api('GET', '/api/users')).statusCode).toBe(200);
  });

  it('refuses to disable your own account with 409', async () => {
    const response = await api('PATCH', `/api/users/${me.id}`, { isActive: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You cannot disable your own account.' });
    expect((await verify(headers)).statusCode).toBe(200);
  });

  it('answers 400 without a boolean isActive and 404 for an unknown id', async () => {
    const bad = await api('PATCH', `/api/users/${me.id}`, { isActive: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['isActive']);
    const empty = await api('PATCH', `/api/users/${me.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send isActive, roles or both');
    const unknown = await api('PATCH', `/api/users/${UNKNOWN_ID}`, { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Admin account was not found. It may have been deleted.',
    });
  });
});

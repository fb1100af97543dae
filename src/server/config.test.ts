import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.organisation).toEqual({
      name: 'NovaLearn Institute Group',
      timeZone: 'America/Chicago',
    });
    expect(config.site.timeZone).toBe('America/Chicago');
  });

  it('reads the organisation name and time zone, and refuses an unknown time zone', () => {
    const config = loadConfig({
      ORGANIZATION_NAME: '  Gulf Coast STEM Academy ',
      ORGANIZATION_TIME_ZONE: 'America/Denver',
    });
    expect(config.organisation).toEqual({
      name: 'Gulf Coast STEM Academy',
      timeZone: 'America/Denver',
    });
    expect(config.site.timeZone).toBe('America/Denver');
    expect(() => loadConfig({ ORGANIZATION_TIME_ZONE: 'Texas/Houston' })).toThrow(
      /ORGANIZATION_TIME_ZONE must be an IANA time zone/,
    );
    expect(() => loadConfig({ ORGANIZATION_NAME: 'x'.repeat(201) })).toThrow(/ORGANIZATION_NAME/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (it is "eighty")',
    );
    expect(() => loadConfig({ PORT: '65536' })).toThrow('(it is "65536")');
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(() => loadConfig({ PORT: '3000.5' })).toThrow('PORT must be a whole number');
    // A setting that may hold a secret is named, never repeated.
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).not.toThrow('"short"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 12/,
    );
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA must be true or false/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ORG_SUPPORT_EMAIL: 'nobody' })).toThrow(
      /ORG_SUPPORT_EMAIL must be an email/,
    );
    expect(() => loadConfig({ ORG_PHONE: 'call us' })).toThrow(/ORG_PHONE must be a phone number/);
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: 'https://example.org/',
      DEMO_DATA: 'false',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://example.org');
    expect(config.demoData).toBe(false);
  });

  it('reads METRICS_TOKEN: unset or empty turns /metrics off; a short or spaced one stops start-up unrepeated', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'f3b1c0de9a8e4d7b6c5a4f3e2d1c0b9a';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short-token' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short-token' })).not.toThrow('too-short');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(
      /METRICS_TOKEN must be printable ASCII without spaces/,
    );
  });
});

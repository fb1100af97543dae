import { describe, expect, it } from 'vitest';
import { watermarkLines } from './watermark-stamp.ts';

const CHICAGO = 'America/Chicago';
// 2026-11-01 ends daylight time in Chicago: December is CST (UTC-6), October CDT (UTC-5).
const DECEMBER = new Date('2026-12-04T21:05:00Z');
const OCTOBER = new Date('2026-10-15T20:05:00Z');

describe('watermarkLines', () => {
  it('names the verified address, the time in the time zone and the link, in English', () => {
    expect(
      watermarkLines({
        email: 'ana@hospital.org',
        at: DECEMBER,
        linkName: 'Board review',
        timeZone: CHICAGO,
      }),
    ).toEqual([
      'Downloaded by ana@hospital.org on Dec 4, 2026 at 3:05 PM CST',
      'Link: Board review',
    ]);
    expect(
      watermarkLines({
        email: 'ana@hospital.org',
        at: OCTOBER,
        linkName: 'X',
        timeZone: CHICAGO,
      })[0],
    ).toBe('Downloaded by ana@hospital.org on Oct 15, 2026 at 3:05 PM CDT');
  });

  it('says so in Spanish, with the same time and abbreviation', () => {
    expect(
      watermarkLines({
        email: 'ana@hospital.org',
        at: DECEMBER,
        linkName: 'Revisión de la junta',
        timeZone: CHICAGO,
        language: 'es',
      }),
    ).toEqual([
      'Descargado por ana@hospital.org el 4 de diciembre de 2026 a las 3:05 p. m. CST',
      'Enlace: Revisión de la junta',
    ]);
  });

  it('names an unverified visitor, or a staff preview, in plain words', () => {
    const open = { email: null, at: DECEMBER, linkName: 'Open link', timeZone: CHICAGO };
    expect(watermarkLines(open)[0]).toBe(
      'Downloaded by an unverified visitor on Dec 4, 2026 at 3:05 PM CST',
    );
    expect(watermarkLines({ ...open, language: 'es' })[0]).toBe(
      'Descargado por un visitante no verificado el 4 de diciembre de 2026 a las 3:05 p. m. CST',
    );
    expect(watermarkLines({ ...open, email: 'ana@hospital.org', staffPreview: true })[0]).toBe(
      'Downloaded by staff (a preview, not a visitor) on Dec 4, 2026 at 3:05 PM CST',
    );
  });

  it('tells the time in the time zone it is given', () => {
    const lines = watermarkLines({
      email: 'ana@hospital.org',
      at: DECEMBER,
      linkName: 'Board review',
      timeZone: 'Europe/Madrid',
    });
    expect(lines[0]).toBe('Downloaded by ana@hospital.org on Dec 4, 2026 at 10:05 PM GMT+1');
  });
});

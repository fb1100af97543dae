import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  mailsOf,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const K12_ES = 'Campus K-12 (NovaLearn Academy)';
const BRIDGE_ES = 'Campus Bridge (Nexus STEM College)';
const STATUS_LINK = /\/waiting-list\/status\//;

/** Submits a form and moves the clock on, so each later mail is strictly newer than the last. */
async function apply(form: Record<string, unknown>) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  t.clock.advance(60_000);
  return response.json() as { id: string; ranking: { position: number; totalInCampus: number } };
}

async function patch(id: string, payload: object) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/waiting-list/${id}`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  t.clock.advance(60_000);
}

const withdraw = async (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/waiting-list/status/${await statusTokenOf(t, id)}/withdraw`,
  });

describe('the confirmation mail speaks the language of the form', () => {
  it('answers a Spanish K-12 form in Spanish, with the place and the private link', async () => {
    const form = k12Form({
      language: 'es',
      parentGuardianName: 'María López',
      studentNeeds: 'Usa un dispositivo de comunicación',
    });
    const { id, ranking } = await apply(form);
    const mails = await mailsOf(t, id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(form.email);
    expect(mail.subject).toBe(`Su solicitud está en la lista de espera del ${K12_ES}`);
    expect(mail.text).toMatch(/^Hola, María López:\n/);
    expect(mail.text).toContain(
      `Gracias por su solicitud para el ${K12_ES}. Es una escuela en The Woodlands, Texas, de kínder a 12.º grado.\nRecibimos la solicitud de ${form.firstName} Nguyen. Ya está en la lista de espera.`,
    );
    expect(mail.text).toContain(
      `Lugar en la lista de espera: número ${ranking.position} de ${ranking.totalInCampus} en el ${K12_ES}.`,
    );
    expect(mail.text).toContain('- Revisamos cada solicitud en un plazo de 48 horas.');
    expect(mail.text).toContain(`¿Tiene preguntas? Escríbanos a ${t.config.site.supportEmail}.`);
    // The private link opens the Spanish status page.
    expect(mail.text).toMatch(
      new RegExp(`${t.config.publicUrl}/es/waiting-list/status/[A-Za-z0-9_-]{43}\\n`),
    );
    expect(mail.text).not.toMatch(/dispositivo|Thank you|waiting list/);
  });

  it('greets a Bridge student without a name, and names the Bridge Campus in Spanish', async () => {
    const { id } = await apply(bridgeForm({ language: 'es' }));
    const [mail] = await mailsOf(t, id);
    expect(mail!.subject).toBe(`Su solicitud está en la lista de espera del ${BRIDGE_ES}`);
    expect(mail!.text).toMatch(/^Hola:\n/);
    expect(mail!.text).toContain(`en el ${BRIDGE_ES}.`);
  });

  it('answers an English form, or one that names no language, in English', async () => {
    for (const form of [k12Form({ language: 'en' }), k12Form()]) {
      const { id, ranking } = await apply(form);
      const [mail, ...more] = await mailsOf(t, id);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe(
        'You are on the waiting list for the K-12 Campus (NovaLearn Academy)',
      );
      expect(mail!.text).toMatch(/^Hello Linh Nguyen,\n/);
      expect(mail!.text).toContain(
        `Place on the waiting list: number ${ranking.position} of ${ranking.totalInCampus} for the K-12 Campus (NovaLearn Academy).`,
      );
      expect(mail!.text).not.toMatch(/Hola|solicitud/);
    }
  });
});

describe('status mails', () => {
  it('mails one message per status change, in the entry’s language; priority and notes send nothing', async () => {
    const form = bridgeForm({ language: 'es', studentNeeds: 'Prefiere instrucciones escritas' });
    const { id } = await apply(form);

    await patch(id, { priority: 5, reason: 'Hermano ya inscrito' });
    await patch(id, { staffNotes: 'Llamar por la mañana' });
    expect(await mailsOf(t, id)).toHaveLength(1);

    await patch(id, { status: 'invited', reason: 'Cupo libre' });
    // The same status again is no change, and no second mail.
    await patch(id, { status: 'invited' });
    const [, invited, ...more] = await mailsOf(t, id);
    expect(more).toHaveLength(0);
    expect(invited!.to).toBe(form.email);
    expect(invited!.relatedEntity).toBe('waiting_list');
    expect(invited!.subject).toBe(`Invitación para inscribirse en el ${BRIDGE_ES}`);
    expect(invited!.text).toMatch(/^Hola:\n/);
    expect(invited!.text).toContain(
      `Le invitamos a inscribir a ${form.firstName} Garcia en el ${BRIDGE_ES}.`,
    );
    // The test clock starts on January 15, 2026 (3 a.m. in Texas).
    expect(invited!.text).toContain(
      'Este mensaje es sobre la solicitud recibida el 15 de enero de 2026.',
    );
    expect(invited!.text).toContain(
      'El enlace privado de esta solicitud está en el primer mensaje que le enviamos. Si no lo encuentra, envíe otra vez el formulario de solicitud',
    );
    expect(invited!.text).toContain(`Escríbanos a ${t.config.site.supportEmail}.`);
    // No link (only its hash is kept), nothing staff wrote, never the student's needs.
    expect(invited!.text).not.toMatch(STATUS_LINK);
    expect(invited!.text).not.toMatch(/Prefiere|Hermano|mañana|Cupo libre|invited/);
  });

  it('tells an English family about enrollment, with the parent greeted by name', async () => {
    const { id } = await apply(k12Form({ parentGuardianName: 'Linh\nNguyen' }));
    await patch(id, { status: 'enrolled', staffNotes: 'Paid deposit' });
    const [, enrolled] = await mailsOf(t, id);
    expect(enrolled!.subject).toBe('Enrollment confirmed at the K-12 Campus (NovaLearn Academy)');
    expect(enrolled!.text).toMatch(/^Hello Linh Nguyen,\n/);
    expect(enrolled!.text).toMatch(/The enrollment of Ava\d+ Nguyen at the K-12 Campus/);
    expect(enrolled!.text).toContain(
      'This message is about the application received on January 15, 2026.',
    );
    expect(enrolled!.text).not.toMatch(/quiet room|deposit/);
    expect(enrolled!.text).not.toMatch(STATUS_LINK);
  });

  it('closes and reopens in Spanish, giving the new place when the entry is waiting again', async () => {
    const { id } = await apply(k12Form({ language: 'es' }));
    await patch(id, { status: 'declined' });
    await patch(id, { status: 'active' });
    const [, declined, active] = await mailsOf(t, id);
    expect(declined!.subject).toBe(`Su solicitud para el ${K12_ES} está cerrada`);
    expect(declined!.text).toContain('Ya no está en la lista de espera.');
    expect(declined!.text).toContain('Puede enviar una nueva solicitud en cualquier momento.');

    const entry = (await t.app.inject({ url: `/api/waiting-list/${id}`, headers })).json();
    const page = (await t.app.inject({ url: '/api/waiting-list?campus=k12', headers })).json();
    const total = page.counts.byCampus.find((c: { campus: string }) => c.campus === 'k12').active;
    expect(active!.subject).toBe(`Su solicitud está otra vez en la lista de espera del ${K12_ES}`);
    expect(active!.text).toContain(
      `Lugar en la lista de espera: número ${entry.position} de ${total} en el ${K12_ES}.`,
    );
  });
});

describe('withdrawal by the family', () => {
  it('confirms in Spanish, once, even when the link is used twice', async () => {
    const { id } = await apply(k12Form({ language: 'es' }));
    expect((await withdraw(id)).statusCode).toBe(200);
    expect((await withdraw(id)).statusCode).toBe(200);
    const [, withdrawn, ...more] = await mailsOf(t, id);
    expect(more).toHaveLength(0);
    expect(withdrawn!.subject).toBe(`Su solicitud para el ${K12_ES} fue retirada`);
    expect(withdrawn!.text).toContain('No volveremos a escribirle sobre esta solicitud.');
    expect(withdrawn!.text).toContain(
      `Si usted no pidió retirar la solicitud, escríbanos cuanto antes a ${t.config.site.supportEmail}.`,
    );
    expect(withdrawn!.text).not.toMatch(STATUS_LINK);
  });

  it('confirms in English, and sends nothing when the withdrawal is refused', async () => {
    const english = await apply(bridgeForm());
    await withdraw(english.id);
    const [, withdrawn] = await mailsOf(t, english.id);
    expect(withdrawn!.subject).toBe(
      'Your application for the Bridge Campus (Nexus STEM College) has been withdrawn',
    );
    expect(withdrawn!.text).toMatch(/^Hello,\n/);
    expect(withdrawn!.text).toContain('It is no longer on the waiting list.');

    const enrolled = await apply(bridgeForm());
    await patch(enrolled.id, { status: 'enrolled' });
    expect((await withdraw(enrolled.id)).statusCode).toBe(409);
    expect(await mailsOf(t, enrolled.id)).toHaveLength(2);
  });
});

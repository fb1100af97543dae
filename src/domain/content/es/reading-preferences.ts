import type * as en from '../reading-preferences.ts';
import type { Translated } from '../translated.ts';
import { READING_PREFERENCES_LABEL } from './navigation.ts';

export type { PreferenceChoice, PreferenceGroup } from '../reading-preferences.ts';

/**
 * The words of the reading preferences panel. Offered as a choice for comfort, never as a
 * treatment: no option claims to fix or improve anyone's reading.
 */

export const READING_PANEL: Translated<typeof en.READING_PANEL> = {
  title: READING_PREFERENCES_LABEL,
  description:
    'Cambie cómo se ve el texto en este sitio. Elija lo que le resulte cómodo. Los cambios se ven de inmediato y se guardan solo en este navegador.',
  accountDescription:
    'Cambie cómo se ve el texto en este sitio. Elija lo que le resulte cómodo. Los cambios se ven de inmediato y se guardan en su cuenta, así que le siguen a otros dispositivos.',
  resetLabel: 'Volver a los valores predeterminados',
  resetDone: 'Todas las preferencias de lectura volvieron a los valores predeterminados.',
  closeLabel: 'Cerrar',
  doneLabel: 'Listo',
};

/**
 * In the order the panel shows them. Typed with the English type (every text in it is already
 * `string`), so `name` and `value` keep their option types; the values are data, not words.
 */
export const PREFERENCE_GROUPS: typeof en.PREFERENCE_GROUPS = {
  textSize: {
    name: 'textSize',
    legend: 'Tamaño del texto',
    choices: [
      { value: 'default', label: 'Predeterminado' },
      { value: 'large', label: 'Grande' },
      { value: 'larger', label: 'Más grande' },
    ],
  },
  lineSpacing: {
    name: 'lineSpacing',
    legend: 'Espacio entre líneas',
    hint: 'El espacio entre las líneas del texto.',
    choices: [
      { value: '1.5', label: 'Predeterminado (1.5)' },
      { value: '1.8', label: 'Más amplio (1.8)' },
      { value: '2.0', label: 'El más amplio (2.0)' },
    ],
  },
  letterSpacing: {
    name: 'letterSpacing',
    legend: 'Espacio entre letras',
    hint: 'El espacio entre las letras.',
    choices: [
      { value: 'normal', label: 'Predeterminado' },
      { value: 'wide', label: 'Más amplio' },
      { value: 'wider', label: 'El más amplio' },
    ],
  },
  wordSpacing: {
    name: 'wordSpacing',
    legend: 'Espacio entre palabras',
    hint: 'El espacio entre las palabras.',
    choices: [
      { value: 'normal', label: 'Predeterminado' },
      { value: 'wide', label: 'Más amplio' },
      { value: 'wider', label: 'El más amplio' },
    ],
  },
  font: {
    name: 'font',
    legend: 'Tipo de letra',
    choices: [
      {
        value: 'default',
        label: 'Predeterminado',
        hint: 'La letra sencilla, sin adornos (sans serif), de su dispositivo.',
      },
      {
        value: 'atkinson-hyperlegible',
        label: 'Atkinson Hyperlegible',
        hint: 'Letras con formas fáciles de distinguir entre sí.',
      },
      {
        value: 'opendyslexic',
        label: 'OpenDyslexic',
        hint: 'Letras más gruesas en la parte de abajo. A algunos lectores les gusta y a otros no.',
      },
    ],
  },
  theme: {
    name: 'theme',
    legend: 'Colores',
    choices: [
      { value: 'default', label: 'Predeterminado', hint: 'Texto oscuro sobre una página clara.' },
      {
        value: 'cream',
        label: 'Fondo color crema',
        hint: 'Texto oscuro sobre una página de color crema cálido.',
      },
      { value: 'dark', label: 'Oscuro', hint: 'Texto claro sobre una página oscura.' },
      { value: 'high-contrast', label: 'Alto contraste', hint: 'Blanco y amarillo sobre negro.' },
    ],
  },
  reducedMotion: {
    name: 'reducedMotion',
    legend: 'Reducir el movimiento',
    hint: 'Detiene las animaciones y el desplazamiento suave. Si su dispositivo está configurado para reducir el movimiento, este sitio lo respeta de todas formas.',
    choices: [
      { value: 'off', label: 'Desactivado' },
      { value: 'on', label: 'Activado' },
    ],
  },
};

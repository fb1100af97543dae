/** The "Menu" button's icon, a cross while the menu is open (mobile-menu.tsx, static-shell/). */
export const MENU_ICON_PATH = {
  open: 'M18 6 6 18M6 6l12 12',
  closed: 'M4 6h16M4 12h16M4 18h16',
} as const;

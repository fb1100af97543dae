import { CAMPUSES, MILESTONES } from '../campuses.ts';
import { table, type DocumentBlock } from '../document-blocks.ts';

/** Tables that several documents show, built from the site's own campus data and milestones. */

export const CAMPUS_TABLE: DocumentBlock = table({
  caption: 'The three campuses',
  columns: ['Campus', 'What it is', 'Where', 'Opening', 'Current phase'],
  rows: CAMPUSES.map((campus) => [
    campus.name,
    campus.level,
    `${campus.town}, ${campus.state}`,
    campus.opening,
    campus.phase,
  ]),
});

export const MILESTONE_TABLE: DocumentBlock = table({
  caption: 'Milestones (dates after today are plans)',
  columns: ['When', 'What happens'],
  rows: MILESTONES.map((milestone) => [milestone.when, milestone.what]),
});

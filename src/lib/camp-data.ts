// The editors' camp series (src/content/camps.json), for the pages, the form, the server and the staff
// screen. The build checks the file against src/content/schemas/camps.ts (the `camps` collection), so what
// is read here is what passed those checks.

import data from '../content/camps.json';
import type { CampSeries } from './camps';

export const CAMPS: readonly CampSeries[] = data.items;

// One calendar file per camp date of the next weeks, made with the site: /camps/ics/<camp>-<date>.ics.
import type { APIRoute, GetStaticPaths } from 'astro';
import { CAMPS } from '../../../lib/camp-data';
import { campById, upcomingCamps } from '../../../lib/camps';
import { campIcs } from '../../../lib/camp-page';
import { indiaToday } from '../../../lib/time';

export const getStaticPaths = (() =>
  upcomingCamps(CAMPS, indiaToday()).map((d) => ({
    params: { file: `${d.camp}-${d.date}.ics` },
    props: { camp: d.camp, date: d.date },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { camp, date } = props as { camp: string; date: string };
  return new Response(campIcs(campById(CAMPS, camp)!, date, new Date()), {
    headers: { 'content-type': 'text/calendar; charset=utf-8' },
  });
};

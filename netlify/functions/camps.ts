// Free camp registrations (src/server/services/camps.ts).
// POST /api/camps/register      { camp, date, name, phone, village, people, needs?, channel, email?, altcha }
//                               -> { success, message, status, token, camp, date, link }
// POST /api/camps/registration  { link } -> { success, registration }   (the private link's page)
// POST /api/camps/cancel        { link } -> { success, message, registration }
// A wrong or expired link, or one from before a change: 404; a called-off date: 409; words in the page's
// language. The link's token stands for the person: its writes need no proof of work.
import type { Config } from '@netlify/functions';
import type { CampRegisteredResponse, CampRegistration, CampRegistrationView } from '../../src/lib/camp-registrations';
import { campRegistrationSchema } from '../../src/lib/schemas/camp';
import { endpoint } from '../../src/server/http/endpoint';
import { campsPart } from '../../src/server/store/parts/camps';
import { limitsPart } from '../../src/server/store/parts/limits';
import { publicPost } from '../../src/server/http/public-post';
import { clientKey } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/response';
import { fill } from '../../src/i18n/fill';
import { campAnswers, campTranslate } from '../../src/i18n/camp-answers';
import { runSchema } from '../../src/lib/validate/core';
import { HttpError } from '../../src/server/errors';
import { cancelFromLink, openCampLink, registerForCamp } from '../../src/server/services/camps';

const view = (r: CampRegistration): CampRegistrationView => ({
  camp: r.camp,
  date: r.date,
  name: r.name,
  people: r.people,
  status: r.status,
  token: r.token ?? null,
});

const linkPost = (handle: Parameters<typeof publicPost>[1]) =>
  publicPost({ bucket: 'camps-link', kind: 'write' }, handle, { proof: false });

export default endpoint(
  'camps',
  {
    '/api/camps/register': {
      POST: publicPost({ bucket: 'camps', kind: 'write' }, async (scope, { body, trapped, lang, limits }) => {
        if (trapped) {
          const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 60) : '');
          const answer: CampRegisteredResponse = {
            success: true,
            message: campAnswers[scope.locale].api.waiting,
            status: 'waiting',
            token: null,
            camp: text(body.camp),
            date: text(body.date),
            link: null,
          };
          return json(answer);
        }
        const checked = runSchema(campRegistrationSchema, body, campTranslate(scope.locale));
        if (!checked.success) throw new HttpError(400, checked.error, checked.fields);
        const input = checked.data;
        const { registration, token } = await registerForCamp(scope.deps, input, {
          lang,
          locale: scope.locale,
          network: clientKey(scope),
          limits,
        });
        const waiting = registration.status === 'waiting';
        const words = campAnswers[scope.locale].api;
        const answer: CampRegisteredResponse = {
          success: true,
          message: waiting ? words.waiting : fill(words.registered, { token: registration.token ?? 0 }),
          status: waiting ? 'waiting' : 'registered',
          token: registration.token ?? null,
          camp: registration.camp,
          date: registration.date,
          link: token,
        };
        return json(answer);
      }),
    },
    '/api/camps/registration': {
      POST: linkPost(async (scope, { body }) => {
        const registration = await openCampLink(scope.deps, body.link, scope.locale);
        return json({ success: true, registration: view(registration) });
      }),
    },
    '/api/camps/cancel': {
      POST: linkPost(async (scope, { body }) => {
        const registration = await cancelFromLink(scope.deps, body.link, scope.locale);
        return json({
          success: true,
          message: campAnswers[scope.locale].api.cancelledNow,
          registration: view(registration),
        });
      }),
    },
  },
  [campsPart, limitsPart],
);

export const config: Config = { path: ['/api/camps/register', '/api/camps/registration', '/api/camps/cancel'] };

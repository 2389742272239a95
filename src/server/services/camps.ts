// Free camp registrations: the date must be one of a camp's next dates (the editors' data, India time),
// the store takes places and the day's token atomically (or puts the person on the waiting list), and the
// confirmation and the day-before reminder go to the outbox in the same step. Limits as for bookings: past
// the phone's share of a date or the network's daily share the registration is held for staff, never
// refused, and the answer is the same (a refusal would tell a stranger about another person's visits).
// The person cancels from a private link (signed like a booking's, its own key); the places free up for
// the waiting list in the same step, and each person promoted is told.

import type { CampRegistration } from '../../lib/camp-registrations';
import { CAMPS } from '../../lib/camp-data';
import { campById, isOpenDate } from '../../lib/camps';
import type { Locale } from '../../lib/locale';
import { campAnswers } from '../../i18n/camp-answers';
import type { CampRegistrationInput } from '../../lib/schemas/camp';
import { indiaToday } from '../../lib/time';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { networkDayShare, RequestLimits } from './limits';
import { log } from '../log';
import { readManageToken } from '../links/manage-token';
import { campKeyOf, campTokenWith } from '../links/camp-token';
import { reminderDueMs } from '../notify/notices';
import { deliverAfterResponse } from '../notify/handoff';

export interface CampOutcome {
  registration: CampRegistration;
  /** The private link's token (none when the site has no secret). */
  token: string | null;
}

export interface CampContext {
  lang: Locale;
  locale: Locale;
  network?: string | undefined;
  limits?: RequestLimits | undefined;
}

export async function registerForCamp(
  deps: Deps,
  input: CampRegistrationInput,
  { lang, locale, network, limits = new RequestLimits(deps, []) }: CampContext,
): Promise<CampOutcome> {
  const now = deps.now();
  const series = campById(CAMPS, input.camp);
  if (!series || !isOpenDate(series, input.date, indiaToday(now))) {
    const message = campAnswers[locale].messages['camp.date.invalid'];
    throw DomainError.invalid(message, { date: message });
  }
  const draft = {
    id: crypto.randomUUID(),
    camp: series.id,
    date: input.date,
    name: input.name,
    phone: input.phone,
    village: input.village,
    people: input.people,
    ...(input.needs ? { needs: input.needs } : {}),
    channel: input.channel,
    ...(input.email ? { email: input.email } : {}),
    lang,
    createdAt: now.toISOString(),
  };
  const reminder = reminderDueMs(input.date);
  const messages = [
    { kind: 'confirm' as const, dueMs: now.getTime() },
    ...(reminder > now.getTime() ? [{ kind: 'reminder' as const, dueMs: reminder }] : []),
  ];
  const store = await deps.store();
  const result = await limits.write(
    (hits) =>
      store.camps.register({
        draft,
        capacity: series.capacity,
        phonePerDate: deps.config.bookingLimits.phonePerDay,
        messages,
        hits,
      }),
    networkDayShare(deps, 'camps', network, input.people),
  );
  if (!result.ok) throw DomainError.conflict(campAnswers[locale].api.calledOff);
  if (result.registration.held) log.warn('camp_held', { limit: result.registration.held });
  await deliverAfterResponse(deps);
  return { registration: result.registration, token: campTokenWith(campKeyOf(deps.config), result.registration) };
}

/** The registration a private link names; 404 in the page's language when it is wrong, expired or replaced. */
export async function openCampLink(deps: Deps, token: unknown, locale: Locale): Promise<CampRegistration> {
  const key = campKeyOf(deps.config);
  const claim = key ? readManageToken(key, token, deps.now().getTime()) : null;
  const registration = claim ? await (await deps.store()).camps.get(claim.id) : null;
  if (!claim || !registration || claim.version !== (registration.link ?? 0)) {
    throw DomainError.notFound(campAnswers[locale].api.linkGone);
  }
  return registration;
}

/** The person cancels from their link: places free at once, the waiting ones that fit are told. */
export async function cancelFromLink(deps: Deps, token: unknown, locale: Locale): Promise<CampRegistration> {
  const registration = await openCampLink(deps, token, locale);
  const store = await deps.store();
  const result = await store.camps.cancel(registration.id, 'person', deps.now().getTime(), registration.link ?? 0);
  if (!result.ok) throw DomainError.notFound(campAnswers[locale].api.linkGone);
  await deliverAfterResponse(deps);
  return result.registration;
}

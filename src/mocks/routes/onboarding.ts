/** The onboarding form groups, the address list, consents and analytics fields. */
import type { HttpHandler } from 'msw';
import {
  ONBOARDING_ERROR,
  SaveStepRequest,
  ShouquanRequest,
  type AddressCfgResponse,
  type SaveStepResponse,
  type ShouquanResponse,
} from '@/features/onboarding/api';
import { iinBirthDate, iinValid } from '@/utils/iin';
import { FORBIDDEN_CONTACT_PHONES, REGIONS } from '../data';
import type { SandboxDb } from '../db';
import { stepInfoOf } from '../domain/borrower';
import { ApiFail } from '../errors';
import type { UserRecord } from '../model';
import { route } from '../route';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateContacts(user: UserRecord, contacts: { phone: string }[]): void {
  const seen = new Set<string>();
  for (const c of contacts) {
    if (c.phone === user.phone || (FORBIDDEN_CONTACT_PHONES as readonly string[]).includes(c.phone)) {
      throw new ApiFail(ONBOARDING_ERROR.forbiddenPhone, 'Entering this phone number is prohibited');
    }
    if (seen.has(c.phone)) throw new ApiFail(ONBOARDING_ERROR.repeatedPhone, 'Contact phones cannot repeat');
    seen.add(c.phone);
  }
}

export function onboardingHandlers(db: SandboxDb): HttpHandler[] {
  const invalid = (msg: string) => new ApiFail(ONBOARDING_ERROR.invalidRequest, msg);

  return [
    route<SaveStepRequest, SaveStepResponse>(
      db,
      '/api/user/userStepData',
      { auth: 'required', schema: SaveStepRequest },
      ({ user }, req) => {
        if (req.group === 'work') {
          const a = req.address;
          if (a && ![a.region, a.city, a.street, a.detail].every((s) => s.trim())) throw invalid('invalid request: address');
          const email = req.email?.trim() || null;
          if (email && !EMAIL.test(email)) throw invalid('invalid request: email');
          user.work = {
            monthIncome: req.monthIncome,
            education: req.education ?? null,
            employment: req.employment ?? null,
            loanPurpose: req.loanPurpose ?? null,
            email,
            address: a ? { region: a.region.trim(), city: a.city.trim(), street: a.street.trim(), detail: a.detail.trim() } : null,
          };
        } else if (req.group === 'contacts') {
          if (req.contacts.length !== 3) throw invalid('invalid request: contacts (exactly 3)');
          if (req.contacts.some((c) => !c.name.trim() || !/^7\d{10}$/.test(c.phone))) throw invalid('invalid request: contacts');
          validateContacts(user, req.contacts);
          user.contacts = req.contacts.map((c) => ({ name: c.name.trim(), relation: c.relation, phone: c.phone }));
        } else {
          if (user.identityLocked && user.identity) return stepInfoOf(user); // recognised values stay
          if (!iinValid(req.iin) || iinBirthDate(req.iin) !== req.birthDate) {
            throw new ApiFail(ONBOARDING_ERROR.wrongIin, 'entered IIN is incorrect');
          }
          if (![req.surname, req.name, req.patronymic].every((s) => s.trim())) throw invalid('invalid request: name');
          user.identity = {
            iin: req.iin,
            surname: req.surname.trim(),
            name: req.name.trim(),
            patronymic: req.patronymic.trim(),
            birthDate: req.birthDate,
          };
        }
        return stepInfoOf(user);
      },
    ),

    route<unknown, AddressCfgResponse>(db, '/api/web/addresscfg', { auth: 'optional' }, () => ({
      regions: REGIONS.map((r) => ({
        code: r.code,
        name: r.name,
        nameKz: r.nameKz,
        cities: r.cities.map(([code, name, nameKz]) => ({ code, name, nameKz })),
      })),
    })),

    route<ShouquanRequest, ShouquanResponse>(
      db,
      '/api/web/shouquan',
      { auth: 'required', schema: ShouquanRequest },
      ({ user, now }, req) => {
        // Only the fact and the count are kept; the sandbox does not hoard what was collected.
        user.consents[req.type] = { granted: req.granted, at: now, records: req.data?.length ?? 0 };
        return {};
      },
    ),

    // /Sensors/getField: routes/analytics.ts
  ];
}

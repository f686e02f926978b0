import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

/**
 * The company's details, one source for every screen that names the lender (the loan's page, the overdue
 * contact, the licence page): our assumption, docs/api.md "The loan's own page".
 */

// POST /api/prod/companyInfo: the company's details, in the request's language (also signed out)
export type CompanyInfoRequest = void;
export const CompanyInfo = z.object({
  name: z.string(),
  /** Business identification number, 12 digits. */
  bin: z.string(),
  address: z.string(),
  /** E.164 without the plus: '77272000000'. */
  phone: z.string(),
  email: z.string(),
  licence: z.object({ number: z.string(), issuedOn: z.string(), issuer: z.string() }),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;
export const getCompanyInfo = endpoint<CompanyInfoRequest, CompanyInfo>('/api/prod/companyInfo', CompanyInfo, { read: true });

/** The company's details in the current language; they change rarely. */
export const companyQuery = () => readQuery(keyOf('reference', 'company'), getCompanyInfo, undefined, { localized: true, staleTime: 10 * 60_000 });

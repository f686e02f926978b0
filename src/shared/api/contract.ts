import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

// POST /api/loan/getContractInfo: the loan contract page (webview loanContract) for an order or a quote
export const ContractInfoRequest = z.object({
  orderNo: z.optional(z.string()),
  amount: z.optional(z.number()),
  days: z.optional(z.number()),
  returnUrl: z.optional(z.string()),
});
export type ContractInfoRequest = z.infer<typeof ContractInfoRequest>;
export const ContractInfoResponse = z.object({
  contractNo: z.string(),
  title: z.string(),
  url: z.string(),
  /** True once the borrower reached the end of the contract page. */
  read: z.boolean(),
});
export type ContractInfoResponse = z.infer<typeof ContractInfoResponse>;
export const getContractInfo = endpoint<ContractInfoRequest, ContractInfoResponse>(
  '/api/loan/getContractInfo',
  ContractInfoResponse,
  { read: true },
);

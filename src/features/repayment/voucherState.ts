/**
 * What the certificate dialog hands to the confirm dialog: the uploaded file's address and the amount.
 * Carried in router state (history keeps it across a reload of the dialog), never in the address.
 */
export interface VoucherDraft {
  orderNo: string;
  url: string;
  amount: number;
}

export function voucherFrom(state: unknown): VoucherDraft | null {
  const v = (state as { voucher?: Partial<VoucherDraft> } | null)?.voucher;
  if (!v || typeof v.url !== 'string' || typeof v.orderNo !== 'string' || typeof v.amount !== 'number') return null;
  return { orderNo: v.orderNo, url: v.url, amount: v.amount };
}

/** The work form's values (group 0), shared by the form and its address part. */
export interface WorkValues {
  income: string;
  education: string;
  employment: string;
  purpose: string;
  email: string;
  region: string;
  /** A city code from the list, or MANUAL_CITY when the borrower types the name. */
  city: string;
  cityName: string;
  street: string;
  detail: string;
}

export const MANUAL_CITY = '__manual';

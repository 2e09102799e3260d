import type { Page } from '@playwright/test';
import { closeToasts, newCompany, registerCompany, type Company } from './helpers';

/** The unique part of a company's addresses (`…+<suffix>@muster-bau.example`), for the addresses of its colleagues. */
export const companySuffix = (company: Company): string => company.email.split('+')[1]!.split('@')[0]!;

/** A new company registered through the landing page, its toasts closed; answers it and its address suffix. */
export async function registerNewCompany(page: Page): Promise<{ company: Company; suffix: string }> {
  const company = newCompany();
  await registerCompany(page, company);
  await closeToasts(page);
  return { company, suffix: companySuffix(company) };
}

import { z } from 'zod';
import { LANGUAGES, type Language } from '#app/utils/language';
import { CompanySchema, RegionSchema, ShopSchema } from '#app/modules/org/org.schema';
import { UserFieldsSchema } from '#app/modules/users/user.schema';
import { parseListParams } from '#app/utils/list-params';

const REQUEST_STATUSES = ['new', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The list's filter: a status, or all of them; new requests are the operator's work, so they come first. */
export const REQUEST_FILTERS = [...REQUEST_STATUSES, 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
const RequestFilterSchema = z.enum(REQUEST_FILTERS).catch('new');

/** Page, search and status from the query string; an unknown status falls back to new requests. */
export function parseRequestListParams(url: URL) {
  return { ...parseListParams(url), status: RequestFilterSchema.parse(url.searchParams.get('status') ?? undefined) };
}

const DEFAULT_TIME_ZONE = 'Europe/Ljubljana';

/**
 * One flat form for the three levels and the first admin, built from the fields of the forms that create each on
 * its own, so the rules (lengths, time zone, export module, e-mail) cannot drift apart.
 */
export const ApproveFieldsSchema = z.object({
  companyName: CompanySchema.shape.name,
  vatNumber: CompanySchema.shape.vatNumber,
  companyAddress: CompanySchema.shape.address,
  regionName: RegionSchema.shape.name,
  shopName: ShopSchema.shape.name,
  shopAddress: ShopSchema.shape.address,
  timeZone: ShopSchema.shape.timeZone,
  exportModule: ShopSchema.shape.exportModule,
  adminName: UserFieldsSchema.shape.name,
  adminLastname: UserFieldsSchema.shape.lastname,
  adminEmail: UserFieldsSchema.shape.email,
  adminLanguage: UserFieldsSchema.shape.language,
});
export type ApproveInput = z.input<typeof ApproveFieldsSchema>;

export const RejectSchema = z.object({
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(2000, 'validation.tooLong'),
});
export type RejectInput = z.input<typeof RejectSchema>;

export const RequestIntentSchema = z.enum(['approve', 'reject']);

/** "Ana Marija Novak" → first "Ana Marija", last "Novak": the last word is the surname; one word is a first name. */
export function splitContactName(contactName: string): { name: string; lastname: string } {
  const trimmed = contactName.trim().replace(/\s+/g, ' ');
  const at = trimmed.lastIndexOf(' ');
  return at === -1 ? { name: trimmed, lastname: '' } : { name: trimmed.slice(0, at), lastname: trimmed.slice(at + 1) };
}

interface RequestForDefaults {
  companyName: string;
  contactName: string;
  email: string;
  language: Language;
}

/** The approve form as it first opens: what the visitor typed, in the places it belongs. */
export function approvalDefaults(request: RequestForDefaults, regionName: string): ApproveInput {
  const { name, lastname } = splitContactName(request.contactName);
  return {
    companyName: request.companyName,
    vatNumber: '',
    companyAddress: '',
    regionName,
    shopName: request.companyName,
    shopAddress: '',
    timeZone: DEFAULT_TIME_ZONE,
    exportModule: 'pantheon',
    adminName: name,
    adminLastname: lastname,
    adminEmail: request.email,
    adminLanguage: (LANGUAGES as readonly string[]).includes(request.language) ? request.language : 'en',
  };
}

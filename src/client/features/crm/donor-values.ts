import { isStaffStage } from '../../../domain/crm/donor-status.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import type { DonorInterest } from '../../../domain/crm/donors.ts';

/** Add Donor's fields in screen order (public spec §2), also the order of the error summary. */
export const ADD_DONOR_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'language',
  'donorType',
  'phone',
  'organization',
  'address',
  'city',
  'state',
  'zipCode',
  'interests',
  'notes',
] as const;

/** Edit adds what staff learn later: where the donor stands and who looks after them. */
export const EDIT_DONOR_FIELDS = [
  ...ADD_DONOR_FIELDS.slice(0, -1),
  'title',
  'status',
  'capacity',
  'assignedTo',
  'nextFollowUp',
  'source',
  'notes',
] as const;

export type DonorField = (typeof EDIT_DONOR_FIELDS)[number];
export type DonorTextField = Exclude<DonorField, 'interests'>;
export type DonorFormValues = Record<DonorTextField, string> & { interests: DonorInterest[] };

export const EMPTY_DONOR_VALUES: DonorFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  language: 'en',
  donorType: '',
  phone: '',
  organization: '',
  interests: [],
  notes: '',
  title: '',
  status: 'prospect',
  capacity: '',
  assignedTo: '',
  nextFollowUp: '',
  source: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

export const donorFormValues = (donor: DonorDto): DonorFormValues => ({
  firstName: donor.firstName,
  lastName: donor.lastName,
  email: donor.email ?? '',
  language: donor.language,
  donorType: donor.donorType,
  phone: donor.phone ?? '',
  organization: donor.organization ?? '',
  interests: donor.interests,
  notes: donor.notes ?? '',
  title: donor.title ?? '',
  // The stage in force, or "prospect": no stage, the gifts decide.
  status: isStaffStage(donor.status) ? donor.status : 'prospect',
  capacity: donor.capacity ?? '',
  assignedTo: donor.assignedTo ?? '',
  nextFollowUp: donor.nextFollowUp ?? '',
  source: donor.source ?? '',
  address: donor.address ?? '',
  city: donor.city ?? '',
  state: donor.state ?? '',
  zipCode: donor.zipCode ?? '',
});

/** Only the fields the form shows go to the server, so Add never sends Edit's defaults. */
export const pickFields = (values: DonorFormValues, fields: readonly DonorField[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

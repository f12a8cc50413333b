import type { OrganizationWithLocationInput } from '../schemas/organization';
import { BULK_ACTIONS } from './bulk';
import { ADDRESS_FIELDS } from './locations';
import { declareRecord } from './record';
import { schemaFields } from './schemaFields';

/**
 * The directory's organizations, each saved with its location in one request. Their screens,
 * and their locations' and events', are also served under the municipality they were reached
 * from.
 */
export const organizations = declareRecord({
  name: 'organizations',
  label: { one: 'Organization', many: 'Organizations' },
  fr: { one: 'Organisme', many: 'Organismes' },
  references: [
    { column: 'category_id', table: 'categories' },
    { column: 'location_id', table: 'locations', onDelete: 'clear' },
  ],
  table: 'organizations',
  placed: true,
  recordName: 'name',
  icon: 'Business',
  route: { one: 'organization', many: 'organizations', recordPage: 'show', alsoUnder: 'cities' },
  api: {
    path: '/admin/organization',
    listKey: 'organizations',
    recordKey: 'organization',
    writeSuffix: '/with-location',
  },
  fields: schemaFields<OrganizationWithLocationInput>()([
    'name',
    'description',
    'category_id',
    'website_url',
    'twitter_name',
    'facebook_name',
    'instagram_name',
    'linkedin_name',
    'email_address',
    'phone_number',
    'is_published',
    'is_corkboard',
    ...ADDRESS_FIELDS,
    'location_updated_at',
  ]),
  files: ['card_image', 'profile_image'],
  form: {
    organization: { category_id: 'half', name: 'half', description: 'full' },
    address: { address: 'full' },
    contact: {
      website_url: 'short',
      email_address: 'short',
      phone_number: 'short',
      twitter_name: 'short',
      facebook_name: 'short',
      instagram_name: 'short',
      linkedin_name: 'short',
    },
    images: { card_image: 'half', profile_image: 'half' },
    publishing: { is_published: 'short', is_corkboard: 'short' },
  },
  bulk: BULK_ACTIONS,
  list: {
    sortable: ['name', 'id', 'city', 'is_published', 'last_verified_at'],
    sort: { field: 'name', order: 'ASC' },
  },
});

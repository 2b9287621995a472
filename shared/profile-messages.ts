/**
 * What the member area's profile screen says after a save (the server answers the profile only,
 * so these sentences are the storefront's). Browser-safe: imports nothing.
 */
export const PROFILE_FORM_MESSAGES = {
  saved: 'Profile saved.',
  photoSaved: 'Profile photo updated.',
  socialSaved: 'Social links saved.',
  quizSaved: 'Style preferences saved.',
  entryAdded: 'Entry added.',
  entryUpdated: 'Entry updated.',
  entryDeleted: 'Entry deleted.',
  addressAdded: 'Address added.',
  addressUpdated: 'Address updated.',
  addressDeleted: 'Address deleted.',
  defaultAddress: 'Default address changed.',
  photoType: 'Please choose a JPG or PNG image.',
} as const

/** Wording of the profile screen that the spec does not give (UX.md: short and plain). */
export const PROFILE_TEXT = {
  profileTitle: 'Profile',
  passwordTitle: 'Change Password',
  save: 'Save',
  changePassword: 'Change Password',
  useBrowserZone: "Use this browser's time zone",
  browserZoneHint: (zone: string) => `None chosen: this browser's time zone (${zone}) is used.`,
  offsetHint: (offset: string) => (offset ? `Currently ${offset}` : undefined),
  noTimeZones: 'No matching time zone',
} as const;

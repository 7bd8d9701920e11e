// The editor's limits (part 2 §5, §9).
export const LIMITS = {
  bio: 150,
  summary: 500,
  title: 100,
  titleTags: 3,
  education: 3,
  skills: 5,
  tagLength: 50,
  software: 10,
  languages: 5,
  companyTags: 3,
  milestoneDescription: 120,
  /** The api's cap (api/CONTRACT.md); the spec sets none. */
  milestones: 10,
  experienceDescription: 1000,
} as const;

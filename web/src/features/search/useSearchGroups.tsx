import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { paths } from '../../lib/routing/paths';
import type { useSearchGroups_search$key } from './__generated__/useSearchGroups_search.graphql';
import { EducationalOfferResult } from './results/EducationalOfferResult';
import { JobOfferResult } from './results/JobOfferResult';
import { PostResult } from './results/PostResult';
import { UserResult } from './results/UserResult';
import { GROUP_TITLES, type SearchGroup } from './searchGroups';

const fragment = graphql`
  fragment useSearchGroups_search on SearchResults
  @argumentDefinitions(
    users: { type: "Int!" }
    posts: { type: "Int!" }
    jobOffers: { type: "Int!" }
    educationalOffers: { type: "Int!" }
  ) {
    users(first: $users) {
      totalCount
      edges {
        node {
          id
          username
          ...UserResult_user
        }
      }
    }
    posts(first: $posts) {
      totalCount
      edges {
        node {
          id
          internalID
          ...PostResult_post
        }
      }
    }
    jobOffers(first: $jobOffers) {
      totalCount
      edges {
        node {
          id
          internalID
          ...JobOfferResult_jobOffer
        }
      }
    }
    educationalOffers(first: $educationalOffers) {
      totalCount
      edges {
        node {
          id
          internalID
          ...EducationalOfferResult_educationalOffer
        }
      }
    }
  }
`;

/** One result, ready to show: where it leads and how it looks. */
export interface SearchResultItem {
  /** The node's global id. */
  id: string;
  href: string;
  content: ReactNode;
}

export interface SearchResultGroup {
  group: SearchGroup;
  title: string;
  /** Every match of the group, however many `items` holds. */
  totalCount: number;
  items: SearchResultItem[];
}

/** Where each description is cut: posts always; offers only where descriptions are shown (null: not). */
export interface DescriptionLengths {
  posts: number;
  offers: number | null;
}

/**
 * The four groups of a search as the dropdown and the full view show them (spec part 1 §2):
 * results open profile/{username}, post/{id}, JobOfferDetail/{id} and EducationalOfferDetail/{id}.
 */
export function useSearchGroups(search: useSearchGroups_search$key, lengths: DescriptionLengths): SearchResultGroup[] {
  const data = useFragment(fragment, search);
  const group = (name: SearchGroup, totalCount: number, items: SearchResultItem[]): SearchResultGroup => ({
    group: name,
    title: GROUP_TITLES[name],
    totalCount,
    items,
  });
  return [
    group(
      'users',
      data.users.totalCount,
      data.users.edges.map(({ node }) => ({
        id: node.id,
        href: paths.profile(node.username),
        content: <UserResult user={node} />,
      })),
    ),
    group(
      'posts',
      data.posts.totalCount,
      data.posts.edges.map(({ node }) => ({
        id: node.id,
        href: paths.post(node.internalID),
        content: <PostResult post={node} descriptionLength={lengths.posts} />,
      })),
    ),
    group(
      'jobOffers',
      data.jobOffers.totalCount,
      data.jobOffers.edges.map(({ node }) => ({
        id: node.id,
        href: paths.jobOffer(node.internalID),
        content: <JobOfferResult jobOffer={node} descriptionLength={lengths.offers} />,
      })),
    ),
    group(
      'educationalOffers',
      data.educationalOffers.totalCount,
      data.educationalOffers.edges.map(({ node }) => ({
        id: node.id,
        href: paths.educationalOffer(node.internalID),
        content: <EducationalOfferResult educationalOffer={node} descriptionLength={lengths.offers} />,
      })),
    ),
  ];
}

import { Navigate, type RouteObject } from 'react-router';
import { AccessGuard } from '../components/AccessGuard';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { authRoutes } from '../features/auth/routes';
import { blogRoutes } from '../features/blog/routes';
import { communityRoutes } from '../features/community/routes';
import { createPostRoutes } from '../features/create-post/routes';
import { creativesRoutes } from '../features/creatives/routes';
import { educationalOfferRoutes } from '../features/educational-offer/routes';
import { educationalOfferFormRoutes } from '../features/educational-offer-form/routes';
import { explorerRoutes } from '../features/explorer/routes';
import { fashionRoutes } from '../features/fashion/routes';
import { jobOfferFormRoutes } from '../features/job-offer-form/routes';
import { jobOffersRoutes } from '../features/job-offers/routes';
import { landingRoutes } from '../features/landing/routes';
import { legalRoutes, legalTopLevelRoutes } from '../features/legal/routes';
import { magazineRoutes } from '../features/magazine/routes';
import { moderationRoutes } from '../features/moderation/routes';
import { myOffersRoutes } from '../features/my-offers/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { postRoutes } from '../features/post/routes';
import { profileEditorRoutes } from '../features/profile-editor/routes';
import { profileRoutes } from '../features/profile/routes';
import { savedRoutes } from '../features/saved/routes';
import { controlPanelRoute } from '../features/shell/controlPanelRoute';
import { unsubscribeRoutes } from '../features/unsubscribe/routes';
import { access } from '../lib/routing/access';
import { paths } from '../lib/routing/paths';
import { RootLayout } from './RootLayout';
import { upcomingShellRoutes } from './upcomingRoutes';

/**
 * Every screen of the web app. Each feature folder exports its own route objects (with a
 * `lazy` import, so its code is split and preloaded with its query, and a `handle` that
 * says who may open it); this file only places them in the tree, below the access guard.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code and data load (lazy routes, preloaded queries).
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <AccessGuard />,
        children: [
          ...landingRoutes,
          ...authRoutes,
          ...onboardingRoutes,
          ...legalTopLevelRoutes,
          ...unsubscribeRoutes,
          // The shell adds its index and unknown-path redirects around these screens.
          controlPanelRoute([
            ...explorerRoutes,
            ...blogRoutes,
            ...magazineRoutes,
            ...legalRoutes,
            ...profileRoutes,
            ...profileEditorRoutes,
            ...communityRoutes,
            ...postRoutes,
            ...createPostRoutes,
            ...savedRoutes,
            ...jobOffersRoutes,
            ...jobOfferFormRoutes,
            ...educationalOfferFormRoutes,
            ...myOffersRoutes,
            ...moderationRoutes,
            ...notificationsRoutes,
            ...creativesRoutes,
            ...fashionRoutes,
            ...educationalOfferRoutes,
            ...upcomingShellRoutes,
          ]),
          // Unknown paths.
          { path: '*', handle: access.public, element: <Navigate to={paths.explorer()} replace /> },
        ],
      },
    ],
  },
];

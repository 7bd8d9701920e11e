import { ConnectionHandler } from 'relay-runtime';

/**
 * The key of a user's portfolio connection, as the profile's Portfolio tab fetches it
 * (features/profile/portfolio/PortfolioPanel.tsx):
 *
 *   posts(first: $count, after: $cursor) @connection(key: "PortfolioPanel_posts")
 *
 * It has no filters, so one connection per user holds the whole portfolio.
 */
export const PORTFOLIO_CONNECTION_KEY = 'PortfolioPanel_posts';

/** The store id of `userId`'s portfolio: where a new post goes and a deleted one leaves. */
export const portfolioConnectionId = (userId: string) =>
  ConnectionHandler.getConnectionID(userId, PORTFOLIO_CONNECTION_KEY);

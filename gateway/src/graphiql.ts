/** What GraphiQL (GET /graphql in a browser) opens with: the explorer's first page. */
export const GRAPHIQL_DEFAULT_QUERY = `# Moda Talento: el grafo del producto.
# La primera página del explorador (14 imágenes). Para la siguiente, pasa
# pageInfo.endCursor como "after". Cada respuesta indica en
# extensions.upstreamCalls cuántas llamadas REST costó (fuera de producción).
query Explorer($after: String) {
  explorer(feed: RANDOM, first: 14, after: $after) {
    edges {
      node {
        image {
          url
          width
          height
          srcSet
        }
        post {
          id
          internalID
          title
          author {
            username
            city
            profilePicture
          }
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

import { graphql, readInlineData } from 'react-relay';
import type { profileFiles_user$key } from './__generated__/profileFiles_user.graphql';

// The CV and portfolio PDFs (part 2 §4, §5) as the profile, its editor and My Offers'
// candidates read them: one selection, read as plain data (@inline) by each.
const fragment = graphql`
  fragment profileFiles_user on User @inline {
    cv {
      url
      fileName
    }
    portfolio {
      url
      fileName
    }
  }
`;

/** An uploaded PDF: where it is and the name it was uploaded with. */
export interface ProfileFile {
  readonly url: string;
  readonly fileName: string;
}

/** A profile's CV and portfolio PDFs, each null until uploaded. */
export interface ProfileFiles {
  readonly cv: ProfileFile | null;
  readonly portfolio: ProfileFile | null;
}

// Copied field by field: the store's record holds more than the two fields.
const file = (stored: ProfileFile | null | undefined): ProfileFile | null =>
  stored ? { url: stored.url, fileName: stored.fileName } : null;

export function profileFiles(user: profileFiles_user$key): ProfileFiles {
  const { cv, portfolio } = readInlineData(fragment, user);
  return { cv: file(cv), portfolio: file(portfolio) };
}

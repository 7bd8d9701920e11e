import { graphql, useFragment } from 'react-relay';
import { brand } from '../../lib/brand';
import type { HiddenNotice_notice$key } from './__generated__/HiddenNotice_notice.graphql';
import { HIDDEN_TEXTS, type ReportKind } from './reportTexts';
import styles from './Report.module.css';

const fragment = graphql`
  fragment HiddenNotice_notice on ModerationNotice {
    reasonLabel
    note
  }
`;

interface HiddenNoticeProps {
  /** The item's `moderation`: only its author receives one. */
  notice: HiddenNotice_notice$key;
  kind: ReportKind;
}

/**
 * What the author of a hidden item reads on it: that only they see it, why, the operator's
 * note if any, and where to write if they disagree (the product's public address, as on the
 * contact and legal pages). A note, not a heading: it belongs to the page it sits on.
 */
export function HiddenNotice({ notice, kind }: HiddenNoticeProps) {
  const data = useFragment(fragment, notice);
  return (
    <div role="note" className={styles.notice}>
      <p className={styles.noticeLead}>{HIDDEN_TEXTS.sentence(kind)}</p>
      <p>{HIDDEN_TEXTS.reason(data.reasonLabel)}</p>
      {data.note && (
        <p className={styles.noticeNote}>
          {HIDDEN_TEXTS.note} {data.note}
        </p>
      )}
      <p>
        {HIDDEN_TEXTS.appealBefore}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </div>
  );
}

import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { listOf, managedListField, seedViewerLists } from '../../lib/relay/myOffersListsTesting';
import { showUnderItsStatus } from './useSaveJobOffer';

const list = managedListField;

describe('a published or edited offer shows on My Offers in place (no list read again)', () => {
  it("goes first in 'Pendientes de aprobación' and leaves 'Activas'", () => {
    const environment = createMockEnvironment() as unknown as Environment;
    commitLocalUpdate(environment, (store) => {
      store.create('nueva', 'JobOffer').setValue('FULL_TIME', 'jobType');
      store.create('editada', 'JobOffer').setValue('FULL_TIME', 'jobType');
    });
    seedViewerLists(environment, { managed: { 'PENDING:false': [], 'ACCEPTED:false': ['editada'] } });
    commitLocalUpdate(environment, showUnderItsStatus('nueva'));
    commitLocalUpdate(environment, showUnderItsStatus('editada'));
    expect(listOf(environment, list('PENDING'))).toEqual(['editada', 'nueva']);
    expect(listOf(environment, list('ACCEPTED'))).toEqual([]);
  });
});

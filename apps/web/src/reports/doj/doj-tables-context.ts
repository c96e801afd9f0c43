import type { DojTables } from '@fieldbook/domain';
import { createContext, useContext } from 'react';

/** The DOJ tables the form searches and checks against (California, issue 26); undefined elsewhere or until loaded. */
export const DojTablesContext = createContext<DojTables | undefined>(undefined);

export const useDojTables = (): DojTables | undefined => useContext(DojTablesContext);

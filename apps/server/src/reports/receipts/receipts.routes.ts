import { reportReceiptsRequest, reportReceiptsResponse } from '@fieldbook/contract';
import { callerOf } from '../../http/authenticate.ts';
import type { Api, AppContext } from '../../http/types.ts';
import { createReportReceipts } from './receipts.service.ts';

export function registerReportReceiptRoutes(api: Api, { db, authenticate }: AppContext): void {
  const receipts = createReportReceipts(db);
  api.post(
    '/reports/receipts',
    { preValidation: authenticate, schema: { tags: ['reports'], body: reportReceiptsRequest, response: { 200: reportReceiptsResponse } } },
    // Any signed-in member may ask: the answer only ever holds reports the caller wrote.
    (request) => receipts.listReceipts(callerOf(request), request.body.ids),
  );
}

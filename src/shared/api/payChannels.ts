/**
 * The ways to pay the app knows (POST /api/prod/getRepayChannelNameList's ids, a payment's `channel`): the
 * repayment API's schemas and the kept copy of the channels' names (src/shared/offline/strip.ts) read them here.
 * A module of its own, so the kept copy's check at every start brings no schema with it.
 */
export const PAY_CHANNEL_IDS = ['card', 'terminal', 'transfer'] as const;
export type PayChannelId = (typeof PAY_CHANNEL_IDS)[number];

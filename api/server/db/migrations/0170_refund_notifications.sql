-- 0170: the payment provider's signed refund notifications (issue 31 item 1). A refund made through the
-- provider (a payment's money no order owes, refund_no TK..; an after-sale's online part, TH..) is ours as
-- made only once its notification is verified and applied; each notification id is recorded once (a replay
-- finds it and changes nothing). outcome: 'applied' (it marked the refund made) or 'ignored' (already made).
CREATE TABLE payment_refund_notifications (
  tnt_id        text NOT NULL,
  provider      text NOT NULL,
  notify_id     text NOT NULL,
  refund_no     text NOT NULL,
  refund_ref    text NOT NULL,
  amount_fen    bigint NOT NULL CHECK (amount_fen > 0),
  outcome       text NOT NULL CHECK (outcome IN ('applied', 'ignored')),
  received_at   timestamptz NOT NULL,
  PRIMARY KEY (tnt_id, provider, notify_id)
);
CREATE INDEX payment_refund_notifications_refund ON payment_refund_notifications (tnt_id, refund_no);

SELECT scpr_tenant_owned('payment_refund_notifications');

// The global code list (codeType -> codeValue / codeValueName), from spec sections 3, 6, 9 and DOMAIN.md.
export const CODE_VALUES: Record<string, [string, string][]> = {
  ACCOUNT_TYPE: [['1', '个人账号'], ['2', '企业账号']],
  AUTH_STATUS: [['1', '未认证'], ['2', '认证审核中'], ['3', '已认证'], ['4', '认证驳回']],
  ACCOUNT_STATUS: [['0', '待审核'], ['1', '正常'], ['9', '已停用']],
  MALL_TYPE: [['1', '个人商城'], ['2', '企业商城'], ['5', '产地直供商城']],
  MALL_STATUS: [['0', '未开放'], ['1', '已开放']],
  READ_STATUS: [['0', '未读'], ['1', '已读']],
  SMS_OPE_TYPE: [['1', '注册'], ['2', '找回密码']],
  TNT_TAG: [['APPLE', '苹果产业'], ['CHINESE_MEDICINE', '中药材产业']],
  PAY_TYPE: [['5', '一次性付款（先款后货）'], ['6', '一次性付款（先货后款）'], ['7', '一次性预付款'], ['8', '买家自定义分期'], ['9', '卖家自定义分期'], ['10', '赊销']],
  ORDER_TYPE: [['1', '商城订单'], ['2', '代客下单'], ['3', '协议订单']],
  ORDER_STATUS: [
    ['10', '待卖家确认'], ['15', '改价待买家确认'], ['20', '待付款'], ['25', '线下付款待确认'], ['30', '待发货'], ['35', '部分发货'],
    ['40', '已发货'], ['45', '已收货待付款'], ['50', '已完成'], ['90', '已取消'], ['91', '已拒绝'],
  ],
  // docs/trading.md (orders): delivery statuses, the buyer's invoice wish, logistics companies (express.ts).
  DELIVERY_STATUS: [['1', '已发货'], ['2', '已收货'], ['3', '已撤回'], ['4', '已删除'], ['5', '买家反馈未收到']],
  INVOICE_WISH: [['0', '不开发票'], ['1', '普通发票'], ['2', '增值税专用发票']],
  EXPRESS_COMPANY: [['SF', '顺丰速运'], ['ZTO', '中通快递'], ['YTO', '圆通速递'], ['STO', '申通快递'], ['YD', '韵达快递'], ['JD', '京东物流'], ['EMS', '中国邮政EMS'], ['DBL', '德邦快递'], ['SELF', '卖家自送']],
  ORDER_MOVE: [
    ['create', '下单'], ['agree', '卖家同意'], ['refuse', '卖家拒绝'], ['changePrice', '卖家改价'], ['buyerAgree', '买家确认改价'], ['cancel', '买家取消'],
    ['timeout', '超时取消'], ['paySuccess', '支付成功'], ['offlineSubmit', '提交线下付款'], ['offlineConfirm', '卖家确认收款'], ['offlineReject', '卖家驳回付款凭证'],
    ['deliver', '卖家发货'], ['revokeDelivery', '撤回发货'], ['deleteDelivery', '删除发货单'], ['redeliver', '重新发货'], ['receive', '买家确认收货'],
    ['notDelivered', '买家反馈未收到货'], ['paidOff', '货款结清'], ['freeze', '平台冻结'], ['unfreeze', '平台解冻'], ['replacement', '创建补发订单'],
  ],
  GOODS_STATUS: [['0', '草稿'], ['1', '已上架'], ['2', '已下架'], ['3', '平台冻结']],
  // docs/goods.md: the goods vertical's own lists (statuses and moves, member vs platform goods).
  ITEM_STATUS: [['0', '草稿'], ['1', '已上架'], ['2', '已下架'], ['3', '已冻结']],
  ITEM_SOURCE: [['1', '会员商品'], ['2', '平台商品']],
  IN_TYPE: [['1', '商城收货入库'], ['2', '直接入库'], ['4', '收购入库']],
  OUT_TYPE: [['1', '商城发货出库'], ['2', '直接出库']],
  AFTER_SALE_STATUS: [['10', '已申请'], ['20', '待买家退货'], ['30', '待卖家收货'], ['40', '退款中'], ['50', '已完成'], ['61', '已撤销'], ['62', '卖家拒绝'], ['63', '卖家拒收']],
  EMBED_WAY: [['LINK_JUMP', '外部链接'], ['PAGE_INLINE', '内嵌页面'], ['MENU', '菜单']],
};

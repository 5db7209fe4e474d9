// Every sentence the application shell shows, in one place. Quoted ones are verbatim from the spec;
// the others are our Chinese for what the spec describes in English (marked "wording ours").

export const MSG = {
  /** Spec 8 certification warnings. */
  cert: {
    notYet: '请先完成企业认证，认证通过后方可使用本功能',
    inReview: '企业认证审核中，请耐心等待，认证成功后方可使用本功能',
    rejected: '企业认证被驳回，请进行重新认证',
    neither: '请先到账户中心完成企业和个人身份认证',
  },
  /** Spec 5 and 6 empty-menu warnings (wording ours). */
  emptyMenu: {
    /** Switching enterprise within the unified tenant. */
    unified: '暂无企业公共管理后台权限，请联系企业管理员',
    /** Switching enterprise within a sub-platform. */
    subPlatform: '暂无操作该子平台的权限，请联系企业管理员',
    /** Going to the unified (public) back office. */
    toUnified: '暂无产业企业公共后台菜单权限，请联系管理员配置角色',
  },
  header: {
    home: '首页',
    more: '更多',
    /** Spec 2.11: the agriculture centre menu is shown as the acquisition zone. */
    agricultureCentre: '农业中心',
    acquisitionZone: '收购专区',
    /** Spec 2.11: the unified tenant's fixed title (wording ours: the unify permission's name). */
    unifiedTitle: '企业公共工作台',
    workbench: '企业公共工作台',
    industryPortal: '产业门户',
    messages: '系统消息',
    unsetUsername: '未设置',
    switchEnterprise: '切换企业',
    logout: '退出登录',
    collapse: '收起菜单',
    expand: '展开菜单',
    backToTop: '回到顶部',
  },
  /** Spec 2.11: the floating switch. */
  switchTo: { buyer: '我是买家', seller: '我是卖家' },
  drawer: {
    empty: '暂无数据', prev: '上一页', next: '下一页', top: '置顶', untop: '取消置顶', read: '标为已读', unread: '标为未读', remove: '删除',
    removed: '删除成功', topTag: '置顶', unreadTag: '未读',
  },
  /** Spec 6 and 9: the version-update notice (showVersionUpdate; wording ours). */
  versionNotice: {
    title: '版本更新提示',
    body: (version: string) => `平台已更新至新版本（${version}），部分页面与功能有所调整，如遇问题请联系平台管理员。`,
    ok: '我知道了',
  },
  devtools: '检测到开发者工具已打开。本页面仅供业务使用，请勿在此执行未知脚本。',
  loading: '加载中…',
  notFound: '页面不存在',
} as const;

// Side menu icons (spec 2.11 names a normal and a selected icon per menu; the server's menus mostly carry
// none). A menu's icon name, else words of its label, pick one icon of engine/ui's set; nothing matched:
// a grid. Never a grey square.
import * as icons from '../../engine/ui/icons';

type Icon = icons.LucideIcon;

const BY_NAME: Readonly<Record<string, Icon>> = { goods: icons.Package, 'goods-active': icons.Package, home: icons.House, order: icons.ClipboardList, user: icons.User };

const BY_WORD: readonly [RegExp, Icon][] = [
  [/首页/, icons.House],
  [/搜索/, icons.Search],
  [/分类/, icons.ListTree],
  [/属性/, icons.Tags],
  [/单位/, icons.Ruler],
  [/资讯|新闻|公告/, icons.Newspaper],
  [/消息|通知/, icons.Bell],
  [/订单|待办|审核/, icons.ClipboardList],
  [/购物车|采购/, icons.ShoppingCart],
  [/仓|库存|入库|出库/, icons.Warehouse],
  [/物流|发货|运费|配送/, icons.Truck],
  [/支付|财务|结算|金融|账单|发票/, icons.Wallet],
  [/成员|会员|员工/, icons.Users],
  [/企业|公司|店铺/, icons.Building2],
  [/商城|商铺|市场/, icons.Store],
  [/商品|货品|产品/, icons.Package],
  [/账户|个人|用户/, icons.User],
  [/设置|配置|参数|权限|角色|菜单/, icons.Settings],
  [/收购|农|种植/, icons.Sprout],
];

export function menuIcon(name: string | undefined, label: string): Icon {
  return (name && BY_NAME[name]) || BY_WORD.find(([re]) => re.test(label))?.[1] || icons.LayoutGrid;
}

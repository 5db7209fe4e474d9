// Code lists of tenant customisation (spec 9 theme colours; what each platform parameter value means).
import type { CodeLists } from '../../core';

export const tntcfgCodes = {
  TNT_SKIN: [['blue', '蓝色 #007aff'], ['orange', '橙色 #f95e5e'], ['green', '绿色 #2ab28b'], ['custom', '自定义颜色']],
  TNT_FONT: [['PingFang SC', '苹方'], ['Microsoft YaHei', '微软雅黑'], ['SimSun', '宋体'], ['KaiTi', '楷体'], ['Noto Sans SC', '思源黑体']],
  TNT_SWITCH: [['1', '开启'], ['0', '关闭']],
  // Spec 9: the storage centre is shown when NEED_WMS is '0'.
  TNT_WMS: [['0', '显示仓储中心'], ['1', '不显示仓储中心']],
  TNT_WMS_MODE: [['0', '普通模式'], ['1', 'WMS 管理模式']],
  TNT_SETTING_AREA: [['page', '页面设置'], ['function', '功能设置']],
} satisfies CodeLists;

// Demo warehouses (idempotent: fixed ids, ON CONFLICT DO NOTHING): in the demo tenant nine warehouses of
// every type and status across the producing regions, those suspended or closed with the record of who
// did it and why; one in the APPLE tenant (T1002), which the demo tenant never sees.
import { withTenant, type Database } from '../../db';
import { DEMO_TENANT_ID, SEED_TIME } from '../../seed';
import * as t from './tables';

/** The demo tenant admin (13800000001), who made the demo status changes. */
const ADMIN_ACCOUNT = 'A010';

const P = {
  sd: ['370000', '山东省', '370600', '烟台市'], zj: ['330000', '浙江省', '330100', '杭州市'], hb: ['420000', '湖北省', '420100', '武汉市'],
  hn: ['410000', '河南省', '410100', '郑州市'], hlj: ['230000', '黑龙江省', '230100', '哈尔滨市'], sx: ['610000', '陕西省', '610100', '西安市'],
  gx: ['450000', '广西壮族自治区', '450100', '南宁市'], xj: ['650000', '新疆维吾尔自治区', '650100', '乌鲁木齐市'], yn: ['530000', '云南省', '530100', '昆明市'],
} as const;

type Demo = {
  id: string; no: string; name: string; type: '1' | '2' | '3' | '4'; operator: string; at: keyof typeof P; address: string; capacity: number; used: number;
  contact: string; phone: string; status: '1' | '2' | '3'; note: string; change?: { note: string };
};

const DEMO: readonly Demo[] = [
  { id: 'WH0001', no: 'CK-370600-01', name: '烟台苹果冷链中心库', type: '4', operator: '安达仓储物流有限公司', at: 'sd', address: '烟台市栖霞市松山街道苹果产业园8号', capacity: 12000, used: 8650, contact: '孙建国', phone: '0535-5212018', status: '1', note: '气调保鲜库，适合苹果、梨等长期贮藏，配套分选线两条。' },
  { id: 'WH0002', no: 'CK-330100-01', name: '杭州余杭农产品常温库', type: '1', operator: '安达仓储物流有限公司', at: 'zj', address: '杭州市余杭区仁和街道农产品物流园3幢', capacity: 8000, used: 5120, contact: '陈晓燕', phone: '0571-86012233', status: '1', note: '干货、粮油常温仓储，可办理平台入库与直接出库。' },
  { id: 'WH0003', no: 'CK-420100-01', name: '武汉白沙洲冷藏库', type: '2', operator: '华中冷链物流有限公司', at: 'hb', address: '武汉市洪山区白沙洲农副产品大市场东区12号', capacity: 6000, used: 5580, contact: '刘志强', phone: '027-88706541', status: '1', note: '0-4℃冷藏，果蔬、鲜蛋周转。' },
  { id: 'WH0004', no: 'CK-410100-01', name: '郑州粮食储备库', type: '1', operator: '中原粮食仓储有限公司', at: 'hn', address: '郑州市惠济区江山路粮食物流园A区', capacity: 50000, used: 31200, contact: '王海涛', phone: '0371-63810277', status: '1', note: '小麦、玉米平房仓，配套烘干设备。' },
  { id: 'WH0005', no: 'CK-230100-01', name: '哈尔滨冷冻肉品库', type: '3', operator: '北疆冷链物流有限公司', at: 'hlj', address: '哈尔滨市道里区哈双北路物流园区6号', capacity: 4000, used: 1320, contact: '赵立新', phone: '0451-84611520', status: '1', note: '-18℃冷冻，肉品、速冻食品。' },
  { id: 'WH0006', no: 'CK-610100-01', name: '西安猕猴桃气调库', type: '4', operator: '秦岭果业仓储有限公司', at: 'sx', address: '西安市周至县二曲街道猕猴桃产业园', capacity: 5000, used: 2210, contact: '李秀芳', phone: '029-87128806', status: '1', note: '猕猴桃专用气调库。' },
  { id: 'WH0007', no: 'CK-450100-01', name: '南宁东盟果蔬冷藏库', type: '2', operator: '华南冷链物流有限公司', at: 'gx', address: '南宁市江南区五一西路农产品交易中心7号', capacity: 7000, used: 0, contact: '黄海燕', phone: '0771-4826135', status: '2', note: '热带水果冷藏周转。', change: { note: '制冷机组检修，暂停入库至检修完成' } },
  { id: 'WH0008', no: 'CK-650100-01', name: '乌鲁木齐干果仓', type: '1', operator: '天山农产品物流有限公司', at: 'xj', address: '乌鲁木齐市米东区农产品物流园11号', capacity: 9000, used: 4100, contact: '马建军', phone: '0991-3351870', status: '2', note: '红枣、核桃、葡萄干常温仓储。', change: { note: '消防验收整改期间暂停入库' } },
  { id: 'WH0009', no: 'CK-530100-01', name: '昆明斗南花卉冷库', type: '2', operator: '滇中冷链物流有限公司', at: 'yn', address: '昆明市呈贡区斗南街道花卉物流中心', capacity: 3000, used: 0, contact: '杨丽华', phone: '0871-67452210', status: '3', note: '鲜切花冷藏。', change: { note: '租约到期，仓库已迁出' } },
];

const OTHER: Demo = { id: 'WH1001', no: 'CK-370600-09', name: '栖霞苹果合作社冷库', type: '4', operator: '栖霞苹果专业合作社', at: 'sd', address: '烟台市栖霞市翠屏街道', capacity: 2000, used: 900, contact: '于春生', phone: '0535-5210099', status: '1', note: '' };

async function seed(db: Database, tntId: string, rows: readonly Demo[]) {
  await withTenant(db.orm, tntId, async (tx) => {
    for (const x of rows) {
      const [provinceCode, provinceName, cityCode, cityName] = P[x.at];
      const inserted = await tx.insert(t.warehouses).values({
        tntId, warehouseId: x.id, warehouseNo: x.no, warehouseName: x.name, warehouseType: x.type, operatorName: x.operator, provinceCode, provinceName, cityCode, cityName,
        address: x.address, capacityTons: x.capacity, usedTons: x.used, contactName: x.contact, contactPhone: x.phone, status: x.status, note: x.note,
        createdAt: SEED_TIME, updatedAt: SEED_TIME,
      }).onConflictDoNothing().returning({ id: t.warehouses.warehouseId });
      if (!inserted.length || !x.change) continue;
      // The change that brought it to its status, made by the tenant admin (13800000001) on the seed day.
      await tx.insert(t.warehouseStatusChanges).values({
        tntId, warehouseId: x.id, seq: 1, fromStatus: '1', toStatus: x.status, actorId: ADMIN_ACCOUNT, actorNm: '平台管理员', note: x.change.note, at: SEED_TIME,
      }).onConflictDoNothing();
    }
  });
}

export async function seedWarehouseDemo(db: Database): Promise<void> {
  await seed(db, DEMO_TENANT_ID, DEMO);
  await seed(db, 'T1002', [OTHER]);
}

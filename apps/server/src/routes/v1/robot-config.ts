import { API_PREFIX, ErrorCode, RobotStatus, type RobotStatusInfo } from '@weassit/contract';
import { robotConfigUpdateSchema, setVerifyCodeSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { robotConfigsRepository } from '../../repositories/robot-configs.ts';
import { robotStatesRepository } from '../../repositories/robot-states.ts';
import { getRobotConfig, saveRobotConfig } from '../../services/robot-config.ts';
import { notifyRobot, robotOnline } from '../../services/robot-push.ts';
import { isVip } from '../../services/vip.ts';

/** The robot config, its verify code and the robot's status (spec §7 "Robot config"). */
export async function robotConfigRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/wechat`;

  app.get(`${base}/config`, async (request) => ok(await getRobotConfig(app.db.kysely, request.userId)));

  app.post(`${base}/config/update`, async (request) => {
    const body = parse(robotConfigUpdateSchema, request.body);
    const vip = await isVip(app.db.kysely, request.userId);
    const saved = await saveRobotConfig(app.db.kysely, request.userId, body.config, body.version, { vip });
    await notifyRobot(app, request.userId, 'event', { target: 'system', event: 'updateConfig' });
    return ok(saved, '更新成功');
  });

  app.post(`${base}/worker/setverifycode`, async (request) => {
    const body = parse(setVerifyCodeSchema, request.body);
    const saved = await robotConfigsRepository(app.db.kysely).setVerifyCode(
      request.userId,
      body.verifyCode,
      Date.now(),
    );
    if (!saved) throw new AppError(ErrorCode.NOT_FOUND, '请先初始化配置文件');
    return ok(null);
  });

  // Forgets the robot's session state: status back to blank and the verify code emptied (a new robot login
  // starts from scratch). The config itself is kept.
  app.post(`${base}/clear`, async (request) => {
    const now = Date.now();
    await robotStatesRepository(app.db.kysely).patch(
      request.userId,
      { status: RobotStatus.BLANK, qr_url: '', security_info: '' },
      now,
    );
    await robotConfigsRepository(app.db.kysely).setVerifyCode(request.userId, '', now);
    return ok(null);
  });

  app.get(`${base}/status`, async (request) => {
    const [state, online] = await Promise.all([
      robotStatesRepository(app.db.kysely).find(request.userId),
      robotOnline(app, request.userId),
    ]);
    const info: RobotStatusInfo = {
      status: (state?.status ?? RobotStatus.BLANK) as RobotStatus,
      qrUrl: state?.qr_url ?? '',
      robotName: state?.robot_name ?? '',
      avatar: state?.avatar ?? '',
      robotWxid: state?.robot_wxid ?? '',
      online,
      heartbeatAt: state?.heartbeat_at ?? null,
      configFetchedAt: state?.config_fetched_at ?? null,
      pluginVersion: state?.plugin_version ?? '',
    };
    return ok(info);
  });
}

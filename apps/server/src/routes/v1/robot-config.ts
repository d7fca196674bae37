import { API_PREFIX, ErrorCode, RobotStatus, robotConfigUpdateSchema, setVerifyCodeSchema } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { robotConfigsRepository } from '../../repositories/robot-configs.ts';
import { getRobotConfig, saveRobotConfig } from '../../services/robot-config.ts';

/** The robot config, its verify code and the robot's status (spec §7 "Robot config"). */
export async function robotConfigRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const base = `${API_PREFIX}/wechat`;

  app.get(`${base}/config`, async (request) => ok(await getRobotConfig(app.db.kysely, request.userId)));

  app.post(`${base}/config/update`, async (request) => {
    const body = parse(robotConfigUpdateSchema, request.body);
    return ok(await saveRobotConfig(app.db.kysely, request.userId, body.config, body.version));
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
    const repo = robotConfigsRepository(app.db.kysely);
    const now = Date.now();
    await repo.setStatus(request.userId, RobotStatus.BLANK, now);
    await repo.setVerifyCode(request.userId, '', now);
    return ok(null);
  });

  app.get(`${base}/status`, async (request) => {
    const row = await robotConfigsRepository(app.db.kysely).findByUser(request.userId);
    return ok({ status: row?.status ?? RobotStatus.BLANK });
  });
}

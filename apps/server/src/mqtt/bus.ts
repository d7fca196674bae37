import type { RobotCommand } from '@weassit/contract';

/**
 * The push path to robots (ROBOT-PROTOCOL §3): the embedded broker publishes in-process, an external broker
 * (Mosquitto, EMQX) is reached as an MQTT client. Payloads are always JSON objects: any other payload on a
 * robot's topic crashes the robot.
 */
export interface PushBus {
  readonly kind: 'embedded' | 'external';
  publish(userId: string, command: RobotCommand, payload: Record<string, unknown>): Promise<void>;
  /**
   * Whether a robot of `userId` holds a subscription now; `undefined` when the bus cannot know (an external
   * broker), in which case callers judge by the robot's last heartbeat.
   */
  robotConnected(userId: string): boolean | undefined;
  /** Where robots connect (`GET /open/v1/api/ws/mqtt/config`); `requestHost` is the host the robot used. */
  brokerAddress(requestHost: string): { host: string; port: number };
  close(): Promise<void>;
}

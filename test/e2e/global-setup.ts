import { startE2eStack } from './e2e-stack';

export default async function globalSetup() {
  return startE2eStack();
}

import { startE2eStack } from '../e2e/e2e-stack';
import { startScriptedModel } from './scripted-model';

/**
 * The end-to-end stack (production build, providers, API on their fixed ports), its chat, image
 * and transcription models all the scripted loopback model. The API reads them from this
 * process's environment as it starts.
 */
export default async function globalSetup() {
  const model = await startScriptedModel();
  Object.assign(process.env, {
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'demo-model',
    IMAGE_BASE_URL: model.baseUrl,
    IMAGE_MODEL: 'demo-image-model',
    STT_BASE_URL: model.baseUrl,
    STT_MODEL: 'demo-transcription-model',
  });
  // The shipped settings, whatever this shell has set: the pictures show the reference stack.
  const settings = ['DATABASE_URL', 'AUDIT_DEPARTMENTS', 'AUDIT_MODELS', 'REGISTRY_FILE', 'IMAGE_POLICY_WORDS', 'SCOS_BOT_TOKEN', 'API_RATE_LIMIT_PER_MINUTE'];
  const keys = ['LLM', 'IMAGE', 'STT'].flatMap((prefix) => ['API_KEY', 'AZURE_API_VERSION', 'TIMEOUT_MS', 'MAX_RETRIES'].map((name) => `${prefix}_${name}`));
  for (const name of [...settings, ...keys]) delete process.env[name];
  let stopStack: () => Promise<void>;
  try {
    stopStack = await startE2eStack();
  } catch (error) {
    await model.close();
    throw error;
  }
  return async () => {
    await Promise.all([stopStack(), model.close()]);
  };
}

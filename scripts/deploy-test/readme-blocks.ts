/**
 * The shell steps of README.md's "Running it for real": every fenced `sh` block of that section, in
 * order. Blocks marked `sh production` (packages, systemd, TLS) are left out: the deployment test
 * runs on a machine without systemd or a certificate. The README says which are which.
 */
export const deploymentSection = 'Running it for real';

export function deploymentBlocks(readme: string): string[] {
  const start = readme.indexOf(`\n## ${deploymentSection}\n`);
  if (start === -1) throw new Error(`README.md has no section "## ${deploymentSection}".`);
  const rest = readme.slice(start + 1);
  const next = rest.indexOf('\n## ', 4);
  const section = next === -1 ? rest : rest.slice(0, next);
  const blocks: string[] = [];
  const fence = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const [, info, body] of section.matchAll(fence)) {
    if (info!.trim() === 'sh') blocks.push(body!);
  }
  if (blocks.length === 0) throw new Error(`README.md's "${deploymentSection}" has no sh block.`);
  return blocks;
}

// The Headless engine page: prints the example's source, runs it, and prints what it says.
import { run } from './engine-example.js';
import source from './engine-example.ts?raw';

document.getElementById('engine-source')!.textContent = source.replace("'../src/engine/index.js'", "'gonnect-connect6/engine'");

const output = document.getElementById('engine-output')!;
const lines: string[] = [];
try {
  run((line) => lines.push(line));
} catch (error) {
  lines.push(`Error: ${(error as Error).message}`);
}
output.textContent = lines.join('\n');

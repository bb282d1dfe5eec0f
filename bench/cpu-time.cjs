// Preloaded with `node --require` to report the process's CPU time (user + system, all its
// threads) on exit: the measure on a shared machine, where wall time depends on the neighbours.
process.on("exit", () => {
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  process.stderr.write(`\n@@cpu-us=${userCPUTime + systemCPUTime} user=${userCPUTime} system=${systemCPUTime}\n`);
});

/*
 * arch.h - what the JIT does differently per CPU architecture.
 *
 * Quirl's JIT is portable by construction: QIR is emitted as C and libtcc
 * compiles it for the host, so the generated code follows the host's C
 * calling convention without any code of ours knowing it, and overflow is
 * computed through unsigned arithmetic rather than __builtin helpers that
 * tcc lacks.  The runtime installs no signal handlers that look into
 * machine context.  What is left differs between targets only here:
 *
 *  - jit_arch_flush_code(): after writing instructions into memory and
 *    before running them, the instruction cache must be made coherent with
 *    the data cache.  x86-64 does that in hardware (the call is free);
 *    AArch64 does not, and stale instructions may run without it.  Every
 *    writer of code calls it once the code is complete and before the
 *    pages become executable.
 *  - jit_arch_name(): the target named in diagnostics and tests.
 *
 * A new target needs a case in arch.c and, if libtcc supports it, nothing
 * else; docs/arm64.md describes how the AArch64 port is tested.
 */
#ifndef QUIRL_JIT_ARCH_H
#define QUIRL_JIT_ARCH_H

#include <stddef.h>

/* "x86-64", "aarch64" or "unknown": the architecture compiled for. */
const char *jit_arch_name(void);

/* Makes the LEN bytes of freshly written code at START visible to
 * instruction fetch.  START must be mapped readable; LEN may be 0. */
void jit_arch_flush_code(void *start, size_t len);

#endif

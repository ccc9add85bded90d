/*
 * arch.h - what the JIT does differently per CPU architecture.
 *
 * Two places know the target.  The direct encoder has one instruction
 * encoder per architecture (jit/native_x64.c, jit/native_a64.c, chosen by
 * nat_host_arch() in jit/native.c), which follow the host's C calling
 * convention.  The libtcc backend is portable by construction: QIR is
 * emitted as C and libtcc compiles it for the host.  The runtime installs
 * no signal handlers that look into machine context.  What else differs
 * between targets is here:
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
 * else (it then runs on libtcc alone; an encoder makes it fast to
 * compile); docs/arm64.md describes how the AArch64 port is tested.
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

/*
 * arch.c - the architecture-dependent pieces of the JIT (see arch.h).
 *
 * The cache flush is written once for all targets: GCC and clang expand
 * __builtin___clear_cache to nothing where caches are coherent (x86-64)
 * and to the data-cache clean and instruction-cache invalidate sequence
 * (or a libgcc call) where they are not (AArch64).  Only the name needs
 * the preprocessor.
 */
#include "jit/arch.h"

const char *jit_arch_name(void)
{
#if defined(__aarch64__)
	return "aarch64";
#elif defined(__x86_64__)
	return "x86-64";
#else
	return "unknown";
#endif
}

void jit_arch_flush_code(void *start, size_t len)
{
	char *p = start;

	if (len)
		__builtin___clear_cache(p, p + len);
}

/*
 * backend_tcc.c - in-memory compilation of generated C with libtcc.
 *
 * Design:
 *  - A unit owns one TCCState, created with -nostdlib and output type
 *    TCC_OUTPUT_MEMORY.  No library path is needed: nothing is loaded from
 *    disk because the source includes no headers and -nostdlib keeps tcc
 *    from adding libtcc1.a and the C library.
 *  - Two tcc_relocate APIs exist.  Debian's 0.9.27 snapshot has
 *    tcc_relocate(s, ptr): we query the size with ptr == NULL, take a
 *    writable run of pages of jit/codemem.h, relocate into it and then
 *    make the run RX (jit_codemem_seal).  tcc asks for its text pages to
 *    be made RWX while it copies; the link wraps mprotect so that this
 *    request leaves them RW (below), so no page is ever writable and
 *    executable at once, and a W^X policy that refuses RWX cannot make
 *    tcc exit the process.  Between the two, the instruction cache is
 *    synchronised (jit_codemem_seal calls jit_arch_flush_code,
 *    jit/arch.h), which AArch64 needs and x86-64 ignores.  Upstream
 *    since 2024 has tcc_relocate(s) only and manages (and protects) the
 *    memory itself.  CMake probes which one we have and defines
 *    QUIRL_TCC_RELOCATE_2ARG.
 *  - Because the final run is RX as a whole, writable data in the
 *    generated code would fault; backend_tcc.h states that rule.
 *
 * Diagnostics from tcc go through an error callback into the caller's
 * strbuf; nothing is printed.
 */
#include "jit/backend_tcc.h"

#include <libtcc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "jit/codemem.h"
#include "runtime/util.h"

struct jit_tcc_unit {
	TCCState *state;
	void *mem;   /* our run of code pages (2-arg API), else NULL */
	size_t size; /* its length */
};

static void tcc_error_cb(void *opaque, const char *msg)
{
	struct strbuf *err = opaque;

	if (err) {
		sb_adds(err, msg);
		sb_addc(err, '\n');
	}
}

#ifdef QUIRL_TCC_RELOCATE_2ARG
/* The 0.9.27 tcc_relocate(s, ptr) calls mprotect(PROT_READ | PROT_WRITE |
 * PROT_EXEC) on the text it has copied, and exits the process if that is
 * refused.  Executables that link libtcc.a are linked with
 * -Wl,--wrap=mprotect (cmake/QuirlTcc.cmake), so every mprotect call in
 * them comes here: while tcc relocates, PROT_EXEC is dropped, and
 * relocate() makes the mapping read+execute when tcc is done. */
int __real_mprotect(void *addr, size_t len, int prot);
int __wrap_mprotect(void *addr, size_t len, int prot);
static bool tcc_relocating;

int __wrap_mprotect(void *addr, size_t len, int prot)
{
	if (tcc_relocating)
		prot &= ~PROT_EXEC;
	return __real_mprotect(addr, len, prot);
}

/* Relocates into pages we own and leaves them read+execute only. */
static bool relocate(struct jit_tcc_unit *u, struct strbuf *err)
{
	int n = tcc_relocate(u->state, NULL);
	void *mem;

	if (n < 0)
		return false;
	mem = jit_codemem_open(n > 0 ? (size_t)n : 1, &u->size);
	if (!mem) {
		if (err)
			sb_adds(err, "cannot map memory for compiled code\n");
		return false;
	}
	u->mem = mem;
	tcc_relocating = true;
	n = tcc_relocate(u->state, mem);
	tcc_relocating = false;
	if (n < 0)
		return false;
	if (!jit_codemem_seal(mem, u->size)) {
		if (err)
			sb_adds(err, "cannot make compiled code executable\n");
		return false;
	}
	return true;
}
#else
static bool relocate(struct jit_tcc_unit *u, struct strbuf *err)
{
	(void)err;
	return tcc_relocate(u->state) >= 0;
}
#endif

struct jit_tcc_unit *jit_tcc_compile(const char *src,
				     const struct jit_tcc_symbol *syms,
				     size_t nsyms, struct strbuf *err)
{
	struct jit_tcc_unit *u = xcalloc(1, sizeof *u);

	u->state = tcc_new();
	if (!u->state) {
		free(u);
		return NULL;
	}
	tcc_set_error_func(u->state, err, tcc_error_cb);
	tcc_set_options(u->state, "-nostdlib");
	if (tcc_set_output_type(u->state, TCC_OUTPUT_MEMORY) < 0)
		goto fail;
	for (size_t i = 0; i < nsyms; i++)
		tcc_add_symbol(u->state, syms[i].name, syms[i].addr);
	if (tcc_compile_string(u->state, src) < 0 || !relocate(u, err))
		goto fail;
	/* The callback's strbuf belongs to this call only. */
	tcc_set_error_func(u->state, NULL, tcc_error_cb);
	return u;
fail:
	jit_tcc_free(u);
	return NULL;
}

void *jit_tcc_lookup(const struct jit_tcc_unit *u, const char *name)
{
	return u->state ? tcc_get_symbol(u->state, name) : NULL;
}

void jit_tcc_drop_compiler(struct jit_tcc_unit *u)
{
	/* with the 2-argument tcc_relocate the code lives in our mapping,
	 * so the compiler state (hundreds of KiB) can go right away; forks
	 * of the shell get cheaper for it */
	if (u && u->mem && u->state) {
		tcc_delete(u->state);
		u->state = NULL;
	}
}

void jit_tcc_free(struct jit_tcc_unit *u)
{
	if (!u)
		return;
	if (u->state)
		tcc_delete(u->state);
	jit_codemem_free(u->mem, u->size);
	free(u);
}

/* Compiles and runs a trivial function; the answer is a property of the
 * process (libtcc linked, exec mappings allowed), so it is cached. */
bool jit_tcc_available(void)
{
	static int cached = -1;
	struct jit_tcc_unit *u;
	long (*f)(long);

	if (cached >= 0)
		return cached;
	cached = 0;
	u = jit_tcc_compile("long quirl_probe(long x) { return x * 3 + 1; }",
			    NULL, 0, NULL);
	if (u) {
		f = (long (*)(long))(uintptr_t)jit_tcc_lookup(u, "quirl_probe");
		cached = f && f(14) == 43;
		jit_tcc_free(u);
	}
	return cached;
}

#ifndef QUIRL_TCC_VERSION
#define QUIRL_TCC_VERSION ""
#endif

const char *jit_tcc_version(void)
{
	if (jit_tcc_available())
		return "libtcc backend: available" QUIRL_TCC_VERSION;
	return "libtcc backend: unavailable" QUIRL_TCC_VERSION;
}

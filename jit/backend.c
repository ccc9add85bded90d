/*
 * backend.c - QIR unit to native code: the direct encoder (native.h) or
 * C through libtcc (emit_c.c, backend_tcc.h).
 *
 * A struct jit_code owns exactly one of the two; nothing else is kept, so
 * the QIR unit (and the C text) are garbage once compilation returns.
 * JIT_BACKEND_AUTO takes the direct encoder where one exists for the host
 * and libtcc for any unit the encoder refuses.
 */
#include "jit/backend.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "jit/backend_tcc.h"
#include "jit/codemem.h"
#include "jit/native.h"
#include "runtime/util.h"

struct jit_code {
	struct nat_code *nat;
	struct jit_tcc_unit *tcc;
};

static struct jit_tcc_unit *compile_tcc(const struct qir_unit *u,
					struct strbuf *err)
{
	struct strbuf src;
	struct jit_tcc_symbol *syms;
	struct jit_tcc_unit *t;

	sb_init(&src);
	qir_emit_c(u, &src);
	syms = scalloc(u->syms.n + 1, sizeof *syms);
	for (size_t i = 0; i < u->syms.n; i++) {
		syms[i].name = u->syms.v[i].name;
		syms[i].addr = u->syms.v[i].addr;
	}
	t = jit_tcc_compile(sb_str(&src), syms, u->syms.n, err);
	sfree(syms);
	sb_free(&src);
	return t;
}

bool jit_backend_native_available(void)
{
	return nat_host_arch() != NULL;
}

bool jit_backend_exec_ok(bool test, const char **why)
{
	int err;
	bool ok = jit_codemem_exec_ok(test, &err); /* the process's policy */
	*why = ok ? NULL : strerror(err);
	return ok;
}

struct jit_code *jit_compile_unit(const struct qir_unit *u,
				  enum jit_backend which, struct strbuf *err)
{
	struct jit_code c = { 0 };
	const char *why;

#ifndef NDEBUG
	if (!qir_verify(u, err))
		return NULL;
#endif
	if (which != JIT_BACKEND_TCC && nat_host_arch()) {
		c.nat = nat_compile(u,
				    which == JIT_BACKEND_NATIVE ? err : NULL);
		/* a refused first seal refuses libtcc's code too */
		if (!c.nat && (which == JIT_BACKEND_NATIVE ||
			       !jit_backend_exec_ok(false, &why)))
			return NULL;
	}
	if (!c.nat && !(c.tcc = compile_tcc(u, err)))
		return NULL;
	struct jit_code *p = xmalloc(sizeof *p);
	*p = c;
	return p;
}

const char *jit_code_backend(const struct jit_code *c)
{
	return c->nat ? "native" : "tcc";
}

void *jit_code_lookup(struct jit_code *c, const char *fname)
{
	return c->nat ? nat_lookup(c->nat, fname)
		      : jit_tcc_lookup(c->tcc, fname);
}

void jit_code_seal(struct jit_code *c)
{
	if (c->tcc)
		jit_tcc_drop_compiler(c->tcc);
}

void jit_code_free(struct jit_code *c)
{
	if (!c)
		return;
	nat_free(c->nat);
	jit_tcc_free(c->tcc);
	free(c);
}

/*
 * backend.c - QIR unit to native code via emit_c and libtcc.
 *
 * A struct jit_code owns exactly one jit_tcc_unit; nothing else is kept,
 * so the QIR unit and the C text are garbage once compilation returns.
 */
#include "jit/backend.h"

#include <stdlib.h>

#include "jit/backend_tcc.h"
#include "runtime/util.h"

struct jit_code {
	struct jit_tcc_unit *tcc;
};

struct jit_code *jit_compile_unit(const struct qir_unit *u,
				  struct strbuf *err)
{
	struct strbuf src;
	struct jit_tcc_symbol *syms;
	struct jit_tcc_unit *t;
	struct jit_code *c;

#ifndef NDEBUG
	if (!qir_verify(u, err))
		return NULL;
#endif
	sb_init(&src);
	qir_emit_c(u, &src);
	syms = xcalloc(u->syms.n + 1, sizeof *syms);
	for (size_t i = 0; i < u->syms.n; i++) {
		syms[i].name = u->syms.v[i].name;
		syms[i].addr = u->syms.v[i].addr;
	}
	t = jit_tcc_compile(sb_str(&src), syms, u->syms.n, err);
	free(syms);
	sb_free(&src);
	if (!t)
		return NULL;
	c = xmalloc(sizeof *c);
	c->tcc = t;
	return c;
}

void *jit_code_lookup(struct jit_code *c, const char *fname)
{
	return jit_tcc_lookup(c->tcc, fname);
}

void jit_code_seal(struct jit_code *c)
{
	jit_tcc_drop_compiler(c->tcc);
}

void jit_code_free(struct jit_code *c)
{
	if (!c)
		return;
	jit_tcc_free(c->tcc);
	free(c);
}

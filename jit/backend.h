/*
 * backend.h - the JIT backend interface: "compile this QIR unit, give me
 * function pointers".
 *
 * jit_compile_unit renders the unit as C (qir_emit_c) and compiles it with
 * libtcc (jit/backend_tcc.h), binding every QS_FUNC and QS_DATA symbol of
 * the unit to its `addr`.  The resulting code does not depend on the unit
 * afterwards: the unit may be freed while the code is in use.  Each QIR
 * function becomes `long long NAME(params)` with `long long` for i64 and
 * `char *` for ptr parameters; the caller casts the pointer accordingly.
 *
 * Debug builds (no NDEBUG) run qir_verify first and refuse invalid units,
 * reporting the verifier's lines in ERR.
 */
#ifndef QUIRL_JIT_BACKEND_H
#define QUIRL_JIT_BACKEND_H

#include "ir/qir.h"

struct strbuf;
struct jit_code;

/* Returns NULL on failure, with one line per problem appended to ERR
 * (may be NULL). */
struct jit_code *jit_compile_unit(const struct qir_unit *u,
				  struct strbuf *err);
/* Address of function FNAME of the compiled unit, or NULL. */
void *jit_code_lookup(struct jit_code *c, const char *fname);
/* Drops what is only needed for lookups; call after the last
 * jit_code_lookup. */
void jit_code_seal(struct jit_code *c);
/* Releases the code; C may be NULL. */
void jit_code_free(struct jit_code *c);

#endif

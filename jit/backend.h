/*
 * backend.h - the JIT backend interface: "compile this QIR unit, give me
 * function pointers".
 *
 * Two backends bind every QS_FUNC and QS_DATA symbol of the unit to its
 * `addr`: the direct encoder (jit/native.h: QIR to x86-64 or AArch64
 * instructions in microseconds) and libtcc (the unit rendered as C by
 * qir_emit_c, compiled by jit/backend_tcc.h in a few hundred).  The resulting code does not depend on the unit
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
enum jit_backend {
	JIT_BACKEND_AUTO,   /* native where there is an encoder, else tcc;
			     * tcc also takes units the encoder refuses */
	JIT_BACKEND_NATIVE, /* the direct encoder only */
	JIT_BACKEND_TCC,    /* libtcc only */
};

/* True when the direct encoder supports this machine. */
bool jit_backend_native_available(void);
/* Whether this process may make memory executable (W^X policies such as
 * PR_SET_MDWE, systemd's MemoryDenyWriteExecute or SELinux's execmem
 * refuse it), as far as known: the first compile's seal is the probe, so
 * this is true until then (or, with TEST, the answer of a test now), and
 * false (with errno's text in *why) for good once it was refused. */
bool jit_backend_exec_ok(bool test, const char **why);

struct jit_code *jit_compile_unit(const struct qir_unit *u,
				  enum jit_backend which, struct strbuf *err);
/* "native" or "tcc": which backend compiled C. */
const char *jit_code_backend(const struct jit_code *c);
/* Address of function FNAME of the compiled unit, or NULL. */
void *jit_code_lookup(struct jit_code *c, const char *fname);
/* Drops what is only needed for lookups; call after the last
 * jit_code_lookup. */
void jit_code_seal(struct jit_code *c);
/* Releases the code; C may be NULL. */
void jit_code_free(struct jit_code *c);

#endif

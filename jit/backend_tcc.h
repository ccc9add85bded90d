/*
 * backend_tcc.h - the libtcc backend core: compile a self-contained C
 * translation unit in memory and hand out its function pointers.
 *
 * The JIT renders QIR as C that includes no headers and needs nothing from
 * libtcc1 (Debian ships none): every runtime function it calls is passed in
 * as a struct jit_tcc_symbol.  One TCCState per unit; the state lives as
 * long as the unit so that symbols can be looked up at any time.
 *
 * Code memory is never writable and executable at once: after relocation
 * the whole unit is mapped read+execute.  Generated code must therefore keep
 * no mutable static data (string and table constants are fine); its state
 * lives in runtime-owned memory reached through arguments.
 *
 * libtcc 0.9.27 keeps global state: compile from one thread at a time.
 */
#ifndef QUIRL_JIT_BACKEND_TCC_H
#define QUIRL_JIT_BACKEND_TCC_H

#include <stdbool.h>
#include <stddef.h>

struct strbuf;

struct jit_tcc_symbol {
	const char *name;
	const void *addr;
};

struct jit_tcc_unit;

/* True when libtcc can compile and run code in this process (probed once
 * with a tiny function; false e.g. where executable mappings are denied). */
bool jit_tcc_available(void);

/* One line for `quirl --version`, e.g. "libtcc backend: available". */
const char *jit_tcc_version(void);

/*
 * Compiles SRC.  SYMS (NSYMS entries, may be NULL/0) are made visible to
 * the code by name.  Returns NULL on failure; libtcc's diagnostics are then
 * appended to ERR, one per line, when ERR is not NULL.
 */
struct jit_tcc_unit *jit_tcc_compile(const char *src,
				     const struct jit_tcc_symbol *syms,
				     size_t nsyms, struct strbuf *err);

/* Address of global NAME in U, or NULL. */
void *jit_tcc_lookup(const struct jit_tcc_unit *u, const char *name);

/* Frees the compiler state but keeps the code (when the code lives in a
 * mapping of our own); jit_tcc_lookup returns NULL afterwards. */
void jit_tcc_drop_compiler(struct jit_tcc_unit *u);

/* Releases the code and the compiler state; U may be NULL. */
void jit_tcc_free(struct jit_tcc_unit *u);

#endif

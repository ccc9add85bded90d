/*
 * native.h - the direct backend: QIR straight to machine code, no C and no
 * compiler in between.  Internal to jit/; the rest of Quirl sees only
 * backend.h.
 *
 * Why it exists: libtcc needs 0.2-0.5 ms per region (most of it
 * preprocessing its own predefined macros and the generated text), which
 * is a third of the run time of a shell loop of 10k iterations.  This
 * backend emits the same code shape in a few microseconds.  libtcc stays
 * available (QUIRL_JIT_BACKEND=tcc) and takes any unit this backend
 * refuses.
 *
 * Split of work:
 *  - native.c (architecture-independent): chooses a home for every QIR
 *    register, walks the instructions, records label offsets, applies the
 *    branch fix-ups, and copies the finished code into a run of pages of
 *    jit/codemem.h (written RW, flushed with jit_arch_flush_code, then
 *    made RX).
 *  - one encoder per architecture (native_x64.c, native_a64.c) behind
 *    struct nat_arch: the prologue and epilogue, one instruction at a time,
 *    and patching a branch once its label is placed.
 *
 * Register homes: every QIR register lives in one place for the whole
 * function: a machine register (home[r] >= 0, an index into the arch's
 * home_regs) or a stack slot (home[r] == NAT_STACK, slot[r] its index).
 * native.c assigns them by linear scan over live intervals (ir/live.h),
 * so registers whose lifetimes do not meet share a machine register (and,
 * when spilled, a stack slot); a register live
 * across a call gets a callee-saved one (or a slot), so values survive
 * runtime calls without any save or restore.  When registers run out,
 * the least used (uses inside loops weigh more) go to stack slots.
 *
 * Encoders use only their own scratch registers between the homes, set
 * c->failed when something cannot be encoded (an out-of-range branch, a
 * frame too large); the unit then goes to libtcc.
 */
#ifndef QUIRL_JIT_NATIVE_H
#define QUIRL_JIT_NATIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ir/qir.h"

#define NAT_STACK (-1)

struct nat_fixup {
	uint32_t at;   /* offset of the instruction (or field) to patch */
	qir_label lab; /* its target */
	uint8_t kind;  /* arch-defined */
};

struct nat {
	const struct qir_unit *u;
	const struct qir_func *f;
	/* the code of the whole unit, functions one after another */
	uint8_t *buf;
	size_t len, cap;
	bool failed;
	/* per function, indexed by label or register number */
	uint32_t *label_at; /* UINT32_MAX until placed */
	VEC(struct nat_fixup) fix;
	int8_t *home;   /* [r]: index into home_regs, or NAT_STACK */
	uint32_t *slot; /* [r]: stack slot of a NAT_STACK register */
	uint32_t nslots;
	unsigned nhomes; /* callee-saved homes to save: [0..nhomes) */
	int64_t *cval;   /* [r]: the value, when isconst[r] */
	bool *isconst;   /* r has one definition, and it is a MOVI */
};

struct nat_arch {
	const char *name;
	/* home_regs[0..ncallee) are callee-saved, [ncallee..nhome) not */
	unsigned nhome, ncallee;
	/* the encoder materialises constants (isconst) at every use and
	 * emits nothing for their MOVI, so they need no home */
	bool inline_consts;
	void (*prologue)(struct nat *c);
	void (*insn)(struct nat *c, const struct qir_insn *in);
	/* Makes the branch recorded in FX jump to code offset TARGET. */
	void (*patch)(struct nat *c, const struct nat_fixup *fx,
		      uint32_t target);
};

/* The encoder for the machine we run on, or NULL. */
const struct nat_arch *nat_host_arch(void);

/* Helpers for encoders (native.c). */
void nat_grow(struct nat *c, size_t n); /* room for N more bytes */
/* Inline: the encoders call it for every few bytes, mostly with a
 * constant N, which then copies without a call. */
static inline void nat_put(struct nat *c, const void *bytes, size_t n)
{
	if (c->len + n > c->cap)
		nat_grow(c, n);
	memcpy(c->buf + c->len, bytes, n);
	c->len += n;
}
void nat_put32(struct nat *c, uint32_t word); /* little-endian */
void nat_fixup_add(struct nat *c, uint32_t at, qir_label lab, uint8_t kind);
/* True when R is a constant (see isconst) with a value in [lo, hi]. */
bool nat_const_in(const struct nat *c, qir_reg r, int64_t lo, int64_t hi,
		  int64_t *v);

/* The compiled unit: one RX mapping plus the entry of each function. */
struct nat_code;
struct nat_code *nat_compile(const struct qir_unit *u, struct strbuf *err);
void *nat_lookup(const struct nat_code *code, const char *fname);
void nat_free(struct nat_code *code);

extern const struct nat_arch nat_x64, nat_a64;

#endif

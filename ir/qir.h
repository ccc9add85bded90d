/*
 * qir.h - QIR, Quirl's small typed register IR, shaped after MIR.
 *
 * A unit holds functions and the table of external symbols (runtime
 * functions and data) they reference.  A function is a flat array of
 * instructions over virtual registers; labels are instructions too.
 *
 * Invariants (checked by qir_verify):
 *  - Registers are numbered 1..nregs (0 means "no register"); each has one
 *    type, QT_I64 or QT_PTR, fixed at creation.  Parameters are registers
 *    1..nparams.  Every use is dominated by a definition on every path
 *    from the entry (the verifier checks "defined on all paths" with a
 *    simple forward data-flow over the labels).
 *  - Every label referenced is defined exactly once in the same function;
 *    the last instruction of a function is QO_RET or QO_JMP.
 *  - Arithmetic is 64-bit two's complement with wrap-around.  QO_DIV and
 *    QO_MOD require b != 0 (the lowering emits the guard and calls the
 *    runtime's error path before them); INT64_MIN / -1 is INT64_MIN and
 *    INT64_MIN % -1 is 0.  Shift counts are taken modulo 64.  Comparisons
 *    yield 0 or 1.
 *  - The QO_LOAD and QO_STORE instructions address memory as a (QT_PTR register + imm byte
 *    offset); the value register of a 32-bit load is zero-extended
 *    (LOADU32) or sign-extended (LOAD32).
 *  - QO_CALL calls symbol `sym` of the unit with `nargs` argument
 *    registers (at most QIR_MAX_ARGS; they are f->args.v[args ..
 *    args + nargs), see qir_call_args); its result (i64 or ptr according to
 *    the symbol's signature) goes to d, or is dropped when d == 0.
 *  - Symbols of kind QS_DATA are addresses of runtime data; QO_ADDR loads
 *    such an address into a QT_PTR register.
 *
 * The text form (qir_dump) is one instruction per line, used by the unit
 * tests and QUIRL_JIT_DUMP=qir:
 *     func loop(r1:ptr) {
 *     L0:
 *       r2:i64 = load64 r1+16
 *       r3:i64 = movi 10
 *       r4:i64 = lt r2, r3
 *       bf r4, L1
 *       call rt_jit_interp(r1, r5)
 *       jmp L0
 *     L1:
 *       ret r6
 *     }
 */
#ifndef QUIRL_QIR_H
#define QUIRL_QIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ir/scratch.h"
#include "runtime/util.h"

#define QIR_MAX_ARGS 6

enum qir_type { QT_VOID, QT_I64, QT_PTR };

enum qir_op {
	QO_LABEL, /* lab: */
	QO_MOVI,  /* d = imm (i64, or a pointer-sized constant for ptr d) */
	QO_MOV,   /* d = a */
	QO_ADDR,  /* d:ptr = &symbol sym (QS_DATA) */
	/* binary, i64 x i64 -> i64 */
	QO_ADD,
	QO_SUB,
	QO_MUL,
	QO_DIV,
	QO_MOD,
	QO_AND,
	QO_OR,
	QO_XOR,
	QO_SHL,
	QO_SHR, /* SHR is arithmetic */
	QO_EQ,
	QO_NE,
	QO_LT,
	QO_LE,
	QO_GT,
	QO_GE,
	/* unary */
	QO_NEG,
	QO_NOT /* ~a */,
	QO_LNOT /* !a */,
	/* memory: address = a (ptr) + imm */
	QO_LOAD64,  /* d:i64 = *(int64_t *)addr */
	QO_LOAD32,  /* d:i64 = *(int32_t *)addr, sign-extended */
	QO_LOADU32, /* d:i64 = *(uint32_t *)addr, zero-extended */
	QO_LOADP,   /* d:ptr = *(void **)addr */
	QO_STORE64, /* *(int64_t *)addr = b */
	QO_STORE32, /* *(int32_t *)addr = (int32_t)b */
	/* control */
	QO_JMP,  /* goto lab */
	QO_BT,   /* if (a != 0) goto lab */
	QO_BF,   /* if (a == 0) goto lab */
	QO_CALL, /* d = sym(args[0..nargs)) */
	QO_RET,  /* return a (i64) */
	QO_NOP,  /* removed by passes; ignored by backends */
	QO__COUNT
};

typedef uint32_t qir_reg;
typedef uint32_t qir_label;

/* 32 bytes, so that a compile's code vector and the passes' walks over it
 * touch few cache lines and pages.  No op uses both a label and a symbol;
 * a call's argument registers are out of line, in its function's args
 * vector (qir_call_args). */
struct qir_insn {
	enum qir_op op : 8;
	uint8_t nargs; /* QO_CALL */
	qir_reg d, a, b;
	int64_t imm;
	union {
		qir_label lab; /* QO_LABEL, QO_JMP, QO_BT, QO_BF */
		uint32_t sym;  /* QO_CALL, QO_ADDR */
	};
	uint32_t args; /* QO_CALL: index of its first argument in f->args */
};
_Static_assert(sizeof(struct qir_insn) == 32, "struct qir_insn grew");

enum qir_sym_kind { QS_FUNC, QS_DATA };

struct qir_sym {
	const char *name; /* a C identifier, unique in the unit */
	const void *addr;
	enum qir_sym_kind kind;
	enum qir_type ret; /* QS_FUNC: QT_VOID, QT_I64, QT_PTR */
	uint8_t nargs;
	enum qir_type args[QIR_MAX_ARGS]; /* QS_FUNC: argument types */
};

struct qir_func {
	char *name; /* C identifier */
	uint32_t nparams;
	VEC(enum qir_type) regs; /* regs.v[r-1] is the type of register r */
	VEC(struct qir_insn) code;
	VEC(qir_reg) args; /* the argument registers of the calls in code */
	uint32_t nlabels;
	VEC(uint8_t) cold; /* cold.v[l]: label l starts cold code (a hint) */
	/* Set by the producer when pointer parameters and pointer constants
	 * (MOVI) point into distinct objects, so that memory reached from
	 * different ones never overlaps; qir_pass_promote needs it. */
	bool disjoint_bases;
};

struct qir_unit {
	VEC(struct qir_sym) syms;
	VEC(struct qir_func *) funcs;
};

/* ------------------------------------------------------------ builder */

struct qir_unit *qir_unit_new(void);
void qir_unit_free(struct qir_unit *u);
/* Adds (or finds, by name) a symbol; returns its index. */
uint32_t qir_sym_func(struct qir_unit *u, const char *name, const void *addr,
		      enum qir_type ret, int nargs, const enum qir_type *args);
uint32_t qir_sym_data(struct qir_unit *u, const char *name, const void *addr);

/* A new function with parameters of the given types (registers 1..n). */
struct qir_func *qir_func_new(struct qir_unit *u, const char *name, int nparams,
			      const enum qir_type *params);
/* Room for N instructions and R registers in all, so that a producer that
 * knows about how much it will emit does not leave the arrays outgrown on
 * the way behind in scratch memory (an estimate: more is emitted as
 * usual). */
void qir_func_reserve(struct qir_func *f, size_t n, size_t r);
qir_reg qir_reg_new(struct qir_func *f, enum qir_type t);
/* QT_VOID for what is not a register.  Inline: the passes ask for every
 * instruction. */
static inline enum qir_type qir_reg_type(const struct qir_func *f, qir_reg r)
{
	if (r == 0 || r > f->regs.n)
		return QT_VOID;
	return f->regs.v[r - 1];
}
qir_label qir_label_new(struct qir_func *f);
/* Marks label L as the start of cold code, code that runs rarely: from a
 * cold label up to the next label that is not cold.  Only a hint, for
 * qir_pass_promote (which leaves memory authoritative there); passes and
 * backends may ignore it, and it never changes what the code means. */
void qir_label_set_cold(struct qir_func *f, qir_label l);
bool qir_label_cold(const struct qir_func *f, qir_label l);

/* Emitters return the destination register (new, of the right type) or
 * 0 for instructions without one. */
void qir_emit_label(struct qir_func *f, qir_label l);
qir_reg qir_emit_movi(struct qir_func *f, int64_t imm);
qir_reg qir_emit_movp(struct qir_func *f, const void *ptr);  /* ptr const */
void qir_emit_mov(struct qir_func *f, qir_reg d, qir_reg a); /* into d */
qir_reg qir_emit_addr(struct qir_func *f, uint32_t sym);
qir_reg qir_emit_bin(struct qir_func *f, enum qir_op op, qir_reg a, qir_reg b);
qir_reg qir_emit_un(struct qir_func *f, enum qir_op op, qir_reg a);
qir_reg qir_emit_load(struct qir_func *f, enum qir_op op, qir_reg base,
		      int64_t off);
void qir_emit_store(struct qir_func *f, enum qir_op op, qir_reg base,
		    int64_t off, qir_reg val);
void qir_emit_jmp(struct qir_func *f, qir_label l);
void qir_emit_br(struct qir_func *f, enum qir_op op, qir_reg cond,
		 qir_label l); /* QO_BT or QO_BF */
/* Returns the result register (0 for void symbols). */
qir_reg qir_emit_call(struct qir_func *f, const struct qir_unit *u,
		      uint32_t sym, int nargs, const qir_reg *args);
void qir_emit_ret(struct qir_func *f, qir_reg a);

/* ----------------------------------------------------- checks and text */

/* Returns true when well formed; otherwise appends one line per problem
 * to err (may be NULL) and returns false. */
bool qir_verify(const struct qir_unit *u, struct strbuf *err);
void qir_dump(const struct qir_unit *u, struct strbuf *out);
void qir_dump_func(const struct qir_unit *u, const struct qir_func *f,
		   struct strbuf *out);
const char *qir_op_name(enum qir_op op);
/* The argument registers of call IN of F: [0, in->nargs).  Writable, so
 * that a pass may rename them; no two calls share them. */
static inline qir_reg *qir_call_args(const struct qir_func *f,
				     const struct qir_insn *in)
{
	return f->args.v + in->args;
}

/* The registers IN (an instruction of F) reads (at most QIR_MAX_ARGS,
 * stored in USES; returns how many) and the register it writes (0 when
 * none).  Inline: every pass and both backends call them for every
 * instruction. */
static inline int qir_insn_uses(const struct qir_func *f,
				const struct qir_insn *in, qir_reg *uses)
{
	int n = 0;

	switch (in->op) {
	case QO_CALL:
		for (int k = 0; k < in->nargs; k++)
			uses[n++] = f->args.v[in->args + k];
		return n;
	case QO_ADD ... QO_GE:
	case QO_STORE64:
	case QO_STORE32:
		uses[n++] = in->b;
		/* fall through */
	case QO_MOV:
	case QO_NEG ... QO_LOADP:
	case QO_BT:
	case QO_BF:
		uses[n++] = in->a;
		return n;
	case QO_RET:
		if (in->a)
			uses[n++] = in->a;
		return n;
	default:
		return 0;
	}
}

static inline qir_reg qir_insn_def(const struct qir_insn *in)
{
	switch (in->op) {
	case QO_MOVI ... QO_LNOT:
	case QO_LOAD64 ... QO_LOADP:
	case QO_CALL:
		return in->d;
	default:
		return 0;
	}
}

/* ------------------------------------------------------------- passes */

/* Constant folding and propagation of MOVI values through straight-line
 * code (within a basic block), folding branches on constants into jumps
 * or NOPs; never folds DIV/MOD by a zero constant (the guard does). */
void qir_pass_fold(struct qir_func *f);
/* Redundant load elimination inside basic blocks: a load from the same
 * (base, offset, width) with no intervening store or call is replaced by
 * a move; stores followed by a load of the same address forward the
 * value.  Calls clobber all memory. */
void qir_pass_loads(struct qir_func *f);
/* Redundant loads and guards across basic blocks: a forward must data-flow
 * of available memory contents and of register values learnt from
 * branches (fall-through of `bt (ne a, k)` knows a == k).  Loads become
 * moves, compares of known values movi, branches on known values jmp or
 * nothing.  Calls clobber all memory; stores kill what they may overlap.
 * Cold code (qir_label_set_cold) is not analysed: nothing is known there
 * or after it. */
void qir_pass_avail(struct qir_func *f);
/* Removes instructions whose result is never used and which have no side
 * effects (not stores, calls, branches, labels, ret), and unreachable code
 * after unconditional jumps up to the next referenced label. */
void qir_pass_dce(struct qir_func *f);
/* Keeps memory locations with a fixed base (a pointer parameter, or a
 * pointer constant) in registers between calls; needs disjoint_bases.
 * Every location is loaded at entry, written back before a call or ret
 * where it may have been stored since, and reloaded after a call (see
 * ir/promote.c).  Not part of qir_optimize: run it, then qir_optimize.
 * The JIT runs it at tier 2 only: a region recompiled once it has run
 * QUIRL_JIT_TIER2 back-edges, or every region with QUIRL_JIT_PROMOTE=1
 * (jit/jit.c says why). */
void qir_pass_promote(struct qir_func *f);
/* Fold, loads and dce in a sensible order, to a fixed point (bounded). */
void qir_optimize(struct qir_func *f);
/* qir_pass_avail once, then qir_optimize.  The JIT uses it at tier 2
 * only, after qir_pass_promote; it pays on the fast copies
 * of lowered loops (ir/lower.c), where no slow path joins the fast one
 * between two statements, so one guard's facts decide the next ones. */
void qir_optimize_global(struct qir_func *f);

/* ------------------------------------------------------------ backend */

/* Renders the unit as self-contained C (no #include): int64_t is spelled
 * `long long`, pointers `char *`; symbols become extern declarations with
 * their signatures (for regions, those of runtime/rt.h's RT_JIT_CALLS);
 * each function `long long NAME(params)`. */
void qir_emit_c(const struct qir_unit *u, struct strbuf *out);

#endif

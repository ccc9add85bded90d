/*
 * native_a64.c - the AArch64 encoder of the direct backend (see native.h).
 *
 * Conventions (AAPCS64):
 *  - Homes: x19..x28 (callee-saved).  Scratch, only within one QIR
 *    instruction: x9, x10 (operands and results), x16 (a base address, a
 *    quotient or a call target), x17 (a large memory offset, or the
 *    address of a far stack slot; each use of x17 is complete before the
 *    next begins).  Arguments and parameters in x0..x5 (a function with
 *    more parameters is refused), the result in x0.  Homes never live in
 *    x0..x7, so loading call arguments needs no parallel move.
 *  - Frame: stp x29, x30, [sp, #-16]!; mov x29, sp; sub sp, sp, #frame.
 *    Above the new sp: the saved home registers in use (8 bytes each),
 *    then the stack slots; slot j is [sp, #8*(nhomes + j)].  The frame is
 *    a multiple of 16, so sp stays 16-byte aligned at every call.  Slots
 *    in the first 32 KiB take ldr/str's scaled 12-bit offset; further
 *    ones are reached through x17 = sp + (offset & ~0xfff).  A frame of
 *    16 MiB or more is refused.  Every QO_RET reloads the saved
 *    registers, sets sp back from x29, pops x29/x30 and returns.
 *  - An operand whose home is a register is used in place; one in a stack
 *    slot goes through a scratch register.  A constant (nat_const_in) in a
 *    slot is rebuilt with movz/movn/movk when that is short.
 *  - Semantics as QIR says: add/sub/mul wrap; sdiv gives INT64_MIN for
 *    INT64_MIN / -1 and never traps (x / 0 is 0), so the remainder
 *    a - (a / b) * b via msub is 0 for b == -1, which is QIR's rule, and
 *    no side path is needed.  lslv/asrv take the count modulo 64.
 *  - Branches: `b` (imm26, fix-up kind FX_B26) and cbz/cbnz (imm19, kind
 *    FX_B19); the fix-up offset is the branch instruction itself.  A
 *    target out of range refuses the unit.
 */
#include "jit/native.h"

#include <string.h>

enum {
	X0 = 0,
	X9 = 9,
	X10 = 10,
	X16 = 16,
	X17 = 17,
	FP = 29,
	LR = 30,
	SP = 31,
	XZR = 31
};

enum { FX_B26, FX_B19 };

/* condition codes */
enum { CC_EQ = 0, CC_NE = 1, CC_GE = 10, CC_LT = 11, CC_GT = 12, CC_LE = 13 };

/* x19..x28 callee-saved; x8, x11..x15 caller-saved (not arguments, not
 * scratch), for registers not live across a call */
static const uint8_t home_regs[] = { 19, 20, 21, 22, 23, 24, 25, 26,
				     27, 28, 8,  11, 12, 13, 14, 15 };

/* ------------------------------------------------------ instruction forms */

static void emit(struct nat *c, uint32_t w)
{
	nat_put32(c, w);
}

/* MOVZ/MOVN/MOVK Xd, #imm16, LSL #16*hw (move wide immediate) */
static void movw(struct nat *c, uint32_t opc, unsigned rd, unsigned imm16,
		 unsigned hw)
{
	emit(c, opc | hw << 21 | (imm16 & 0xffff) << 5 | rd);
}
#define OP_MOVN 0x92800000u
#define OP_MOVZ 0xd2800000u
#define OP_MOVK 0xf2800000u

/* ADD/SUB/SUBS (shifted register, LSL #0): Xd = Xn op Xm; 31 is xzr */
static void alu_reg(struct nat *c, uint32_t opc, unsigned rd, unsigned rn,
		    unsigned rm)
{
	emit(c, opc | rm << 16 | rn << 5 | rd);
}
#define OP_ADD 0x8b000000u
#define OP_SUB 0xcb000000u
#define OP_SUBS 0xeb000000u
/* AND/ORR/EOR/ORN (shifted register, LSL #0): same layout */
#define OP_AND 0x8a000000u
#define OP_ORR 0xaa000000u
#define OP_EOR 0xca000000u
#define OP_ORN 0xaa200000u
/* data-processing (2 source): SDIV, LSLV, ASRV: same layout */
#define OP_SDIV 0x9ac00c00u
#define OP_LSLV 0x9ac02000u
#define OP_ASRV 0x9ac02800u

/* ADD/SUB/SUBS/ADDS (immediate): Xd = Xn op #imm12 << (12*sh); in ADD
 * and SUB register 31 is sp, in SUBS/ADDS Rd 31 is xzr (CMP, CMN). */
static void alu_imm(struct nat *c, uint32_t opc, unsigned rd, unsigned rn,
		    unsigned imm12, unsigned sh)
{
	emit(c, opc | sh << 22 | (imm12 & 0xfff) << 10 | rn << 5 | rd);
}
#define OP_ADDI 0x91000000u
#define OP_SUBI 0xd1000000u
#define OP_SUBSI 0xf1000000u
#define OP_ADDSI 0xb1000000u

/* MADD/MSUB Xd, Xn, Xm, Xa: Xd = Xa +/- Xn * Xm (3 source) */
static void madd(struct nat *c, bool sub, unsigned rd, unsigned rn, unsigned rm,
		 unsigned ra)
{
	emit(c, 0x9b000000u | (sub ? 1u << 15 : 0) | rm << 16 | ra << 10 |
			rn << 5 | rd);
}

/* UBFM/SBFM Xd, Xn, #immr, #imms (bitfield move, N = 1) */
static void bfm(struct nat *c, bool sign, unsigned rd, unsigned rn,
		unsigned immr, unsigned imms)
{
	emit(c, (sign ? 0x93400000u : 0xd3400000u) | immr << 16 | imms << 10 |
			rn << 5 | rd);
}

/* CSET Xd, cond = CSINC Xd, xzr, xzr, invert(cond) (conditional select) */
static void cset(struct nat *c, unsigned rd, unsigned cond)
{
	emit(c, 0x9a9f07e0u | (cond ^ 1) << 12 | rd);
}

/* MOV Xd, Xm = ORR Xd, xzr, Xm (not for sp) */
static void mov_reg(struct nat *c, unsigned rd, unsigned rm)
{
	if (rd != rm)
		alu_reg(c, OP_ORR, rd, XZR, rm);
}

/* LDR/STR (immediate, unsigned offset): imm12 scaled by the access size */
static void ldst_uimm(struct nat *c, uint32_t opc, unsigned rt, unsigned rn,
		      unsigned imm12)
{
	emit(c, opc | (imm12 & 0xfff) << 10 | rn << 5 | rt);
}
/* LDUR/STUR (unscaled immediate): imm9 signed */
static void ldst_simm9(struct nat *c, uint32_t opc, unsigned rt, unsigned rn,
		       int imm9)
{
	emit(c, opc | ((uint32_t)imm9 & 0x1ff) << 12 | rn << 5 | rt);
}
/* LDR/STR (register offset): [Xn, Xm] (option LSL, no shift) */
static void ldst_reg(struct nat *c, uint32_t opc, unsigned rt, unsigned rn,
		     unsigned rm)
{
	emit(c, opc | rm << 16 | rn << 5 | rt);
}

/* The three forms of one access; shift is log2 of its size. */
struct mem_op {
	uint32_t uimm, simm9, reg;
	unsigned shift;
};
static const struct mem_op MEM_LDR64 = { 0xf9400000u, 0xf8400000u, 0xf8606800u,
					 3 };
static const struct mem_op MEM_STR64 = { 0xf9000000u, 0xf8000000u, 0xf8206800u,
					 3 };
static const struct mem_op MEM_LDR32 = { 0xb9400000u, 0xb8400000u, 0xb8606800u,
					 2 };
static const struct mem_op MEM_LDRSW = { 0xb9800000u, 0xb8800000u, 0xb8a06800u,
					 2 };
static const struct mem_op MEM_STR32 = { 0xb9000000u, 0xb8000000u, 0xb8206800u,
					 2 };

/* STP/LDP Xt1, Xt2, [Xn, #imm7*8] (signed offset), and the pre-index
 * store / post-index load used for x29 and x30 */
static void ldstp(struct nat *c, uint32_t opc, unsigned rt1, unsigned rt2,
		  unsigned rn, int imm7)
{
	emit(c,
	     opc | ((uint32_t)imm7 & 0x7f) << 15 | rt2 << 10 | rn << 5 | rt1);
}
#define OP_STP 0xa9000000u
#define OP_LDP 0xa9400000u
#define OP_STP_PRE 0xa9800000u
#define OP_LDP_POST 0xa8c00000u

/* B imm26, CBZ/CBNZ Xt, imm19: offsets patched in later */
#define OP_B 0x14000000u
#define OP_CBZ 0xb4000000u
#define OP_CBNZ 0xb5000000u

/* ------------------------------------------------------------ operands */

static unsigned imm_halves(uint64_t u, uint64_t skip)
{
	unsigned n = 0;

	for (unsigned i = 0; i < 4; i++)
		n += ((u >> (16 * i)) & 0xffff) != skip;
	return n;
}

/* How many instructions mov_imm needs for V. */
static unsigned mov_imm_len(int64_t v)
{
	unsigned z = imm_halves((uint64_t)v, 0),
		 o = imm_halves((uint64_t)v, 0xffff);
	unsigned n = z < o ? z : o;

	return n ? n : 1;
}

/* Xd = V: movz (or movn when most halfwords are 0xffff), then movk for
 * the halfwords that differ from the background. */
static void mov_imm(struct nat *c, unsigned rd, int64_t v)
{
	uint64_t u = (uint64_t)v;
	bool inv = imm_halves(u, 0xffff) < imm_halves(u, 0);
	uint64_t bg = inv ? 0xffff : 0;
	bool first = true;

	for (unsigned i = 0; i < 4; i++) {
		unsigned h = (unsigned)(u >> (16 * i)) & 0xffff;

		if (h == bg)
			continue;
		if (first && inv)
			movw(c, OP_MOVN, rd, ~h, i);
		else
			movw(c, first ? OP_MOVZ : OP_MOVK, rd, h, i);
		first = false;
	}
	if (first)
		movw(c, inv ? OP_MOVN : OP_MOVZ, rd, 0, 0);
}

static bool in_reg(const struct nat *c, qir_reg r)
{
	return c->home[r] != NAT_STACK;
}

static unsigned home_reg(const struct nat *c, qir_reg r)
{
	return home_regs[c->home[r]];
}

/* LDR/STR (OPC, the scaled form) of Xreg and R's stack slot.  Slots
 * past the reach of imm12 (32 KiB) are addressed through x17; they are
 * the least used, since slots are numbered by falling weight. */
static void slot_access(struct nat *c, uint32_t opc, unsigned reg, qir_reg r)
{
	uint32_t off = 8 * (c->nhomes + c->slot[r]);

	if (off / 8 < 4096) {
		ldst_uimm(c, opc, reg, SP, off / 8);
		return;
	}
	alu_imm(c, OP_ADDI, X17, SP, off >> 12, 1); /* add x17, sp, #hi<<12 */
	ldst_uimm(c, opc, reg, X17, (off & 0xfff) / 8);
}

/* Xreg = value of QIR register R */
static void load(struct nat *c, unsigned reg, qir_reg r)
{
	int64_t v;

	if (in_reg(c, r))
		mov_reg(c, reg, home_reg(c, r));
	else if (nat_const_in(c, r, INT64_MIN, INT64_MAX, &v) &&
		 mov_imm_len(v) <= 2)
		mov_imm(c, reg, v);
	else
		slot_access(c, MEM_LDR64.uimm, reg, r);
}

/* A register holding R's value: its home, or SCRATCH loaded with it. */
static unsigned src(struct nat *c, qir_reg r, unsigned scratch)
{
	if (in_reg(c, r))
		return home_reg(c, r);
	load(c, scratch, r);
	return scratch;
}

/* Where to compute D: its home, or SCRATCH (then put() stores it). */
static unsigned dst(const struct nat *c, qir_reg d, unsigned scratch)
{
	return in_reg(c, d) ? home_reg(c, d) : scratch;
}

/* QIR register D = Xreg */
static void put(struct nat *c, qir_reg d, unsigned reg)
{
	if (in_reg(c, d))
		mov_reg(c, home_reg(c, d), reg);
	else
		slot_access(c, MEM_STR64.uimm, reg, d);
}

/* ------------------------------------------------------ frame and return */

static uint32_t frame_size(const struct nat *c)
{
	return (8 * (c->nhomes + c->nslots) + 15) & ~15u;
}

/* sp = sp -/+ N (N < 2^24) */
static void adjust_sp(struct nat *c, uint32_t opc, uint32_t n)
{
	if (n >> 12)
		alu_imm(c, opc, SP, SP, n >> 12, 1);
	if (n & 0xfff)
		alu_imm(c, opc, SP, SP, n & 0xfff, 0);
}

static void prologue(struct nat *c)
{
	unsigned i;

	/* the frame and every slot offset must fit imm12 << 12 (16 MiB);
	 * parameters arrive in x0..x5 only */
	if (8 * ((uint64_t)c->nhomes + c->nslots) + 16 >= 1u << 24 ||
	    c->f->nparams > 6) {
		c->failed = true;
		return;
	}
	ldstp(c, OP_STP_PRE, FP, LR, SP, -2); /* stp x29, x30, [sp, #-16]! */
	alu_imm(c, OP_ADDI, FP, SP, 0, 0);    /* mov x29, sp */
	adjust_sp(c, OP_SUBI, frame_size(c));
	for (i = 0; i + 1 < c->nhomes; i += 2)
		ldstp(c, OP_STP, home_regs[i], home_regs[i + 1], SP, (int)i);
	if (i < c->nhomes)
		ldst_uimm(c, MEM_STR64.uimm, home_regs[i], SP, i);
	for (qir_reg r = 1; r <= c->f->nparams && r <= c->f->regs.n; r++)
		put(c, r, X0 + r - 1);
}

static void epilogue(struct nat *c)
{
	unsigned i;

	for (i = 0; i + 1 < c->nhomes; i += 2)
		ldstp(c, OP_LDP, home_regs[i], home_regs[i + 1], SP, (int)i);
	if (i < c->nhomes)
		ldst_uimm(c, MEM_LDR64.uimm, home_regs[i], SP, i);
	if (frame_size(c))
		alu_imm(c, OP_ADDI, SP, FP, 0, 0); /* mov sp, x29 */
	ldstp(c, OP_LDP_POST, FP, LR, SP, 2);      /* ldp x29, x30, [sp], #16 */
	emit(c, 0xd65f03c0u);                      /* ret */
}

/* ------------------------------------------------------------ operations */

/* Encodes an add/sub/cmp of Xn and constant V with the immediate forms
 * (OP for V >= 0, NEG_OP with -V for V < 0); false when V does not fit
 * imm12 or imm12 << 12. */
static bool imm_form(struct nat *c, uint32_t op, uint32_t neg_op, unsigned rd,
		     unsigned rn, int64_t v)
{
	uint64_t m;

	if (v < 0) {
		op = neg_op;
		m = 0 - (uint64_t)v;
	} else {
		m = (uint64_t)v;
	}
	if (m < 4096)
		alu_imm(c, op, rd, rn, (unsigned)m, 0);
	else if (!(m & 0xfff) && m < (1u << 24))
		alu_imm(c, op, rd, rn, (unsigned)(m >> 12), 1);
	else
		return false;
	return true;
}

static bool commutes(enum qir_op op)
{
	return op == QO_ADD || op == QO_MUL || op == QO_AND || op == QO_OR ||
	       op == QO_XOR || op == QO_EQ || op == QO_NE;
}

static void binary(struct nat *c, const struct qir_insn *in)
{
	static const uint32_t reg_op[] = {
		[QO_ADD] = OP_ADD,  [QO_SUB] = OP_SUB,  [QO_AND] = OP_AND,
		[QO_OR] = OP_ORR,   [QO_XOR] = OP_EOR,  [QO_SHL] = OP_LSLV,
		[QO_SHR] = OP_ASRV, [QO_DIV] = OP_SDIV,
	};
	qir_reg a = in->a, b = in->b;
	unsigned d = dst(c, in->d, X9), ra, rb;
	int64_t v;

	/* a constant first operand of a commutative op goes second */
	if (commutes(in->op) && c->isconst[a] && !c->isconst[b]) {
		a = in->b;
		b = in->a;
	}
	ra = src(c, a, X9);
	if (nat_const_in(c, b, INT64_MIN, INT64_MAX, &v)) {
		if (in->op == QO_ADD && imm_form(c, OP_ADDI, OP_SUBI, d, ra, v))
			goto done;
		if (in->op == QO_SUB && v != INT64_MIN &&
		    imm_form(c, OP_SUBI, OP_ADDI, d, ra, v))
			goto done;
		if (in->op == QO_SHL) {
			/* LSL #s = UBFM #((64 - s) % 64), #(63 - s) */
			unsigned s = (unsigned)v & 63;
			bfm(c, false, d, ra, (64 - s) & 63, 63 - s);
			goto done;
		}
		if (in->op == QO_SHR) {
			/* ASR #s = SBFM #s, #63 */
			bfm(c, true, d, ra, (unsigned)v & 63, 63);
			goto done;
		}
	}
	rb = src(c, b, X10);
	switch (in->op) {
	case QO_MUL:
		madd(c, false, d, ra, rb, XZR);
		break;
	case QO_MOD:
		/* a - (a / b) * b; x16 keeps ra and rb intact for msub */
		alu_reg(c, OP_SDIV, X16, ra, rb);
		madd(c, true, d, X16, rb, ra);
		break;
	default:
		alu_reg(c, reg_op[in->op], d, ra, rb);
		break;
	}
done:
	if (d == X9)
		put(c, in->d, X9);
}

static void compare(struct nat *c, const struct qir_insn *in)
{
	static const uint8_t cc[] = {
		CC_EQ, CC_NE, CC_LT, CC_LE, CC_GT, CC_GE
	};
	/* the condition with the operands exchanged */
	static const uint8_t swapped[] = { CC_EQ, CC_NE, CC_GT,
					   CC_GE, CC_LT, CC_LE };
	unsigned cond = cc[in->op - QO_EQ], ra, d = dst(c, in->d, X9);
	qir_reg a = in->a, b = in->b;
	int64_t v;

	if (c->isconst[a] && !c->isconst[b]) {
		a = in->b;
		b = in->a;
		cond = swapped[in->op - QO_EQ];
	}
	ra = src(c, a, X9);
	if (!nat_const_in(c, b, INT64_MIN + 1, INT64_MAX, &v) ||
	    !imm_form(c, OP_SUBSI, OP_ADDSI, XZR, ra, v))
		alu_reg(c, OP_SUBS, XZR, ra, src(c, b, X10));
	cset(c, d, cond);
	if (d == X9)
		put(c, in->d, X9);
}

static void unary(struct nat *c, const struct qir_insn *in)
{
	unsigned d = dst(c, in->d, X9), ra = src(c, in->a, X9);

	switch (in->op) {
	case QO_NEG: /* NEG = SUB Xd, xzr, Xm */
		alu_reg(c, OP_SUB, d, XZR, ra);
		break;
	case QO_NOT: /* MVN = ORN Xd, xzr, Xm */
		alu_reg(c, OP_ORN, d, XZR, ra);
		break;
	default: /* QO_LNOT: cmp Xn, #0; cset eq */
		alu_imm(c, OP_SUBSI, XZR, ra, 0, 0);
		cset(c, d, CC_EQ);
		break;
	}
	if (d == X9)
		put(c, in->d, X9);
}

/* One access to [base + off] in the shortest form that reaches it. */
static void access(struct nat *c, const struct mem_op *m, unsigned rt,
		   unsigned base, int64_t off)
{
	int64_t size = (int64_t)1 << m->shift;

	if (off >= 0 && off % size == 0 && off / size < 4096) {
		ldst_uimm(c, m->uimm, rt, base, (unsigned)(off / size));
	} else if (off >= -256 && off <= 255) {
		ldst_simm9(c, m->simm9, rt, base, (int)off);
	} else {
		mov_imm(c, X17, off);
		ldst_reg(c, m->reg, rt, base, X17);
	}
}

static void memory(struct nat *c, const struct qir_insn *in)
{
	unsigned base = src(c, in->a, X16), rt;
	const struct mem_op *m;
	int64_t v;

	switch (in->op) {
	case QO_STORE64:
	case QO_STORE32:
		m = in->op == QO_STORE64 ? &MEM_STR64 : &MEM_STR32;
		if (nat_const_in(c, in->b, 0, 0, &v))
			rt = XZR; /* Rt 31 of a store is xzr */
		else
			rt = src(c, in->b, X9);
		access(c, m, rt, base, in->imm);
		return;
	case QO_LOAD32:
		m = &MEM_LDRSW;
		break;
	case QO_LOADU32:
		m = &MEM_LDR32; /* writing Wt clears the upper half */
		break;
	default: /* QO_LOAD64, QO_LOADP */
		m = &MEM_LDR64;
		break;
	}
	rt = dst(c, in->d, X9);
	access(c, m, rt, base, in->imm);
	if (rt == X9)
		put(c, in->d, X9);
}

static void branch(struct nat *c, const struct qir_insn *in)
{
	int64_t v;
	unsigned r;

	if (in->op == QO_JMP ||
	    nat_const_in(c, in->a, INT64_MIN, INT64_MAX, &v)) {
		if (in->op == QO_JMP || (v != 0) == (in->op == QO_BT)) {
			nat_fixup_add(c, (uint32_t)c->len, in->lab, FX_B26);
			emit(c, OP_B);
		}
		return;
	}
	r = src(c, in->a, X9);
	nat_fixup_add(c, (uint32_t)c->len, in->lab, FX_B19);
	emit(c, (in->op == QO_BT ? OP_CBNZ : OP_CBZ) | r);
}

static void call(struct nat *c, const struct qir_insn *in)
{
	const struct qir_sym *s = &c->u->syms.v[in->sym];

	for (int k = 0; k < in->nargs; k++)
		load(c, X0 + (unsigned)k, qir_call_args(c->f, in)[k]);
	mov_imm(c, X16, (int64_t)(uintptr_t)s->addr);
	emit(c, 0xd63f0000u | X16 << 5); /* blr x16 */
	if (in->d)
		put(c, in->d, X0);
}

static void insn(struct nat *c, const struct qir_insn *in)
{
	unsigned d;

	switch (in->op) {
	case QO_MOVI:
		if (!in_reg(c, in->d) && in->imm == 0) {
			put(c, in->d, XZR); /* str xzr */
			break;
		}
		d = dst(c, in->d, X9);
		mov_imm(c, d, in->imm);
		if (d == X9)
			put(c, in->d, X9);
		break;
	case QO_ADDR:
		d = dst(c, in->d, X9);
		mov_imm(c, d, (int64_t)(uintptr_t)c->u->syms.v[in->sym].addr);
		if (d == X9)
			put(c, in->d, X9);
		break;
	case QO_MOV:
		if (in_reg(c, in->d))
			load(c, home_reg(c, in->d), in->a);
		else
			put(c, in->d, src(c, in->a, X9));
		break;
	case QO_ADD ... QO_SHR:
		binary(c, in);
		break;
	case QO_EQ ... QO_GE:
		compare(c, in);
		break;
	case QO_NEG ... QO_LNOT:
		unary(c, in);
		break;
	case QO_LOAD64 ... QO_STORE32:
		memory(c, in);
		break;
	case QO_JMP:
	case QO_BT:
	case QO_BF:
		branch(c, in);
		break;
	case QO_CALL:
		call(c, in);
		break;
	case QO_RET:
		if (in->a)
			load(c, X0, in->a);
		else
			movw(c, OP_MOVZ, X0, 0, 0);
		epilogue(c);
		break;
	default:
		c->failed = true;
		break;
	}
}

static void patch(struct nat *c, const struct nat_fixup *fx, uint32_t target)
{
	int64_t rel = ((int64_t)target - (int64_t)fx->at) / 4;
	uint32_t w;

	memcpy(&w, c->buf + fx->at, 4); /* AArch64 Linux is little-endian */
	if (fx->kind == FX_B26) {
		if (rel < -(1 << 25) || rel >= (1 << 25)) {
			c->failed = true;
			return;
		}
		w |= (uint32_t)rel & 0x3ffffff;
	} else {
		if (rel < -(1 << 18) || rel >= (1 << 18)) {
			c->failed = true;
			return;
		}
		w |= ((uint32_t)rel & 0x7ffff) << 5;
	}
	memcpy(c->buf + fx->at, &w, 4);
}

const struct nat_arch nat_a64 = {
	.name = "aarch64",
	.nhome = sizeof home_regs,
	.ncallee = 10,
	.inline_consts = false,
	.prologue = prologue,
	.insn = insn,
	.patch = patch,
};

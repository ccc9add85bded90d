/*
 * native_x64.c - the x86-64 encoder of the direct backend (see native.h).
 *
 * Conventions (System V AMD64):
 *  - Homes: rbx, r12, r13, r14, r15 (callee-saved), r10, r11 (not, so
 *    only for registers not live across a call).  Scratch: rax, rcx, rdx,
 *    only within one QIR instruction.  Constants (nat_const_in) have no
 *    home: every use materialises them.  Arguments in rdi, rsi, rdx,
 *    rcx, r8, r9; the result in rax.
 *  - Frame: push rbp; mov rbp, rsp; push the home registers in use; sub
 *    rsp so that rsp is 16-byte aligned at every call.  Stack slot j is
 *    [rbp - 8*(pushed + 1 + j)].  Every QO_RET restores and returns.
 *  - Semantics as QIR says: wrap-around arithmetic is what the machine
 *    does; shift counts are masked to 6 bits by the hardware for 64-bit
 *    operands; idiv would trap on INT64_MIN / -1, so a divisor of -1 takes
 *    a side path (quotient -a, remainder 0); division by zero never
 *    reaches here (the lowering guards it).
 *  - Branches are rel32 (fix-up kind 0: the 4-byte field at `at`).
 */
#include "jit/native.h"

#include <string.h>

enum {
	RAX,
	RCX,
	RDX,
	RBX,
	RSP,
	RBP,
	RSI,
	RDI,
	R8,
	R9,
	R10,
	R11,
	R12,
	R13,
	R14,
	R15
};

static const uint8_t home_regs[] = { RBX, R12, R13, R14, R15, R10, R11 };
static const uint8_t arg_regs[] = { RDI, RSI, RDX, RCX, R8, R9 };

/* An operand: a machine register, or memory [base + disp]. */
struct loc {
	bool mem;
	uint8_t reg; /* the register, or the base */
	int32_t disp;
};

static void put1(struct nat *c, uint8_t b)
{
	nat_put(c, &b, 1);
}

static bool fits8(int64_t v)
{
	return v >= -128 && v <= 127;
}

static bool fits32(int64_t v)
{
	return v >= INT32_MIN && v <= INT32_MAX;
}

static struct loc reg_loc(uint8_t r)
{
	return (struct loc){ false, r, 0 };
}

static struct loc home_of(const struct nat *c, qir_reg r)
{
	if (c->home[r] != NAT_STACK)
		return reg_loc(home_regs[c->home[r]]);
	return (struct loc){ true, RBP,
			     -(int32_t)(8 * (c->nhomes + 1 + c->slot[r])) };
}

/* [REX] OPCODE ModRM [SIB] [disp] for "reg, rm"; W selects 64 bits. */
static void op_rm(struct nat *c, bool w, const uint8_t *op, int oplen,
		  uint8_t reg, struct loc rm)
{
	uint8_t rex =
		0x40 | (w ? 8 : 0) | (reg & 8 ? 4 : 0) | (rm.reg & 8 ? 1 : 0);

	if (rex != 0x40)
		put1(c, rex);
	nat_put(c, op, (size_t)oplen);
	if (!rm.mem) {
		put1(c, (uint8_t)(0xc0 | (reg & 7) << 3 | (rm.reg & 7)));
		return;
	}
	uint8_t mod = rm.disp == 0 && (rm.reg & 7) != RBP ? 0
		      : fits8(rm.disp)                    ? 1
							  : 2;
	put1(c, (uint8_t)(mod << 6 | (reg & 7) << 3 | (rm.reg & 7)));
	if ((rm.reg & 7) == RSP)
		put1(c, 0x24);
	if (mod == 1)
		put1(c, (uint8_t)rm.disp);
	else if (mod == 2)
		nat_put32(c, (uint32_t)rm.disp);
}

static void op1(struct nat *c, bool w, uint8_t op, uint8_t reg, struct loc rm)
{
	op_rm(c, w, &op, 1, reg, rm);
}

/* mov REG, imm with the shortest encoding */
static void mov_imm(struct nat *c, uint8_t reg, int64_t v)
{
	if (v >= 0 && v <= UINT32_MAX) {
		if (reg & 8)
			put1(c, 0x41);
		put1(c, (uint8_t)(0xb8 + (reg & 7)));
		nat_put32(c, (uint32_t)v);
	} else if (fits32(v)) {
		op1(c, true, 0xc7, 0, reg_loc(reg));
		nat_put32(c, (uint32_t)v);
	} else {
		put1(c, (uint8_t)(0x48 | (reg & 8 ? 1 : 0)));
		put1(c, (uint8_t)(0xb8 + (reg & 7)));
		nat_put32(c, (uint32_t)v);
		nat_put32(c, (uint32_t)((uint64_t)v >> 32));
	}
}

/* scratch REG = value of QIR register R */
static void load(struct nat *c, uint8_t reg, qir_reg r)
{
	int64_t v;
	struct loc l;

	if (nat_const_in(c, r, INT64_MIN, INT64_MAX, &v)) {
		mov_imm(c, reg, v);
		return;
	}
	l = home_of(c, r);
	if (!l.mem && l.reg == reg)
		return;
	op1(c, true, 0x8b, reg, l);
}

/* QIR register D = scratch REG */
static void store(struct nat *c, qir_reg d, uint8_t reg)
{
	struct loc l = home_of(c, d);

	if (!l.mem && l.reg == reg)
		return;
	op1(c, true, 0x89, reg, l);
}

/* The base register of a memory access through QIR register R. */
static uint8_t base_reg(struct nat *c, qir_reg r, uint8_t scratch)
{
	struct loc l = home_of(c, r);

	if (!l.mem && !c->isconst[r])
		return l.reg;
	load(c, scratch, r);
	return scratch;
}

static void epilogue(struct nat *c)
{
	if (c->nhomes) { /* lea rsp, [rbp - 8*nhomes] */
		op1(c, true, 0x8d, RSP,
		    (struct loc){ true, RBP, -(int32_t)(8 * c->nhomes) });
		for (unsigned i = c->nhomes; i-- > 0;) {
			if (home_regs[i] & 8)
				put1(c, 0x41);
			put1(c, (uint8_t)(0x58 + (home_regs[i] & 7)));
		}
	} else {
		op1(c, true, 0x89, RBP, reg_loc(RSP)); /* mov rsp, rbp */
	}
	put1(c, 0x5d); /* pop rbp */
	put1(c, 0xc3); /* ret */
}

static void prologue(struct nat *c)
{
	uint64_t frame = 8 * (uint64_t)c->nslots;

	put1(c, 0x55);                         /* push rbp */
	op1(c, true, 0x89, RSP, reg_loc(RBP)); /* mov rbp, rsp */
	for (unsigned i = 0; i < c->nhomes; i++) {
		if (home_regs[i] & 8)
			put1(c, 0x41);
		put1(c, (uint8_t)(0x50 + (home_regs[i] & 7)));
	}
	/* after push rbp, rsp is 16-aligned; keep it so */
	if ((c->nhomes * 8 + frame) % 16)
		frame += 8;
	if (frame > INT32_MAX) {
		c->failed = true;
		return;
	}
	if (frame) { /* sub rsp, frame */
		op1(c, true, 0x81, 5, reg_loc(RSP));
		nat_put32(c, (uint32_t)frame);
	}
	if (c->f->nparams > sizeof arg_regs) {
		c->failed = true; /* the rest would be on the stack */
		return;
	}
	for (qir_reg r = 1; r <= c->f->nparams; r++)
		store(c, r, arg_regs[r - 1]);
}

/* d = a OP b for the ALU group (ADD OR AND SUB XOR CMP share encodings) */
static void alu(struct nat *c, const struct qir_insn *in, uint8_t rm_op,
		uint8_t digit)
{
	int64_t v;

	load(c, RAX, in->a);
	if (nat_const_in(c, in->b, INT32_MIN, INT32_MAX, &v)) {
		op1(c, true, fits8(v) ? 0x83 : 0x81, digit, reg_loc(RAX));
		if (fits8(v))
			put1(c, (uint8_t)v);
		else
			nat_put32(c, (uint32_t)v);
	} else if (c->isconst[in->b]) {
		load(c, RCX, in->b);
		op1(c, true, rm_op, RAX, reg_loc(RCX));
	} else {
		op1(c, true, rm_op, RAX, home_of(c, in->b));
	}
}

static void compare(struct nat *c, const struct qir_insn *in)
{
	static const uint8_t cc[] = { 0x94, 0x95, 0x9c, 0x9e, 0x9f, 0x9d };

	alu(c, in, 0x3b, 7);
	put1(c, 0x0f);
	put1(c, cc[in->op - QO_EQ]);
	put1(c, 0xc0);                 /* setcc al */
	nat_put(c, "\x0f\xb6\xc0", 3); /* movzx eax, al */
	store(c, in->d, RAX);
}

static void divide(struct nat *c, const struct qir_insn *in)
{
	int64_t v;
	bool maybe_m1 =
		!nat_const_in(c, in->b, INT64_MIN, INT64_MAX, &v) || v == -1;
	size_t j1 = 0, j2 = 0;

	load(c, RAX, in->a);
	load(c, RCX, in->b);
	if (maybe_m1) {
		nat_put(c, "\x48\x83\xf9\xff", 4); /* cmp rcx, -1 */
		nat_put(c, "\x74\x00", 2);         /* je side */
		j1 = c->len;
	}
	nat_put(c, "\x48\x99\x48\xf7\xf9", 5); /* cqo; idiv rcx */
	if (in->op == QO_MOD)
		nat_put(c, "\x48\x89\xd0", 3); /* mov rax, rdx */
	if (maybe_m1) {
		nat_put(c, "\xeb\x00", 2); /* jmp done */
		j2 = c->len;
		c->buf[j1 - 1] = (uint8_t)(c->len - j1);
		if (in->op == QO_DIV)
			nat_put(c, "\x48\xf7\xd8", 3); /* neg rax */
		else
			nat_put(c, "\x31\xc0", 2); /* xor eax, eax */
		c->buf[j2 - 1] = (uint8_t)(c->len - j2);
	}
	store(c, in->d, RAX);
}

static void shift(struct nat *c, const struct qir_insn *in)
{
	uint8_t digit = in->op == QO_SHL ? 4 : 7;
	int64_t v;

	load(c, RAX, in->a);
	if (nat_const_in(c, in->b, INT64_MIN, INT64_MAX, &v)) {
		op1(c, true, 0xc1, digit, reg_loc(RAX));
		put1(c, (uint8_t)(v & 63));
	} else {
		load(c, RCX, in->b);
		op1(c, true, 0xd3, digit, reg_loc(RAX));
	}
	store(c, in->d, RAX);
}

static void memory(struct nat *c, const struct qir_insn *in)
{
	uint8_t base;
	struct loc m;

	if (!fits32(in->imm)) {
		c->failed = true;
		return;
	}
	if (in->op == QO_STORE64 || in->op == QO_STORE32)
		load(c, RAX, in->b);
	base = base_reg(c, in->a, RCX);
	m = (struct loc){ true, base, (int32_t)in->imm };
	switch (in->op) {
	case QO_LOAD64:
	case QO_LOADP:
		op1(c, true, 0x8b, RAX, m);
		break;
	case QO_LOAD32:
		op1(c, true, 0x63, RAX, m); /* movsxd */
		break;
	case QO_LOADU32:
		op1(c, false, 0x8b, RAX, m);
		break;
	case QO_STORE64:
		op1(c, true, 0x89, RAX, m);
		return;
	default: /* QO_STORE32 */
		op1(c, false, 0x89, RAX, m);
		return;
	}
	store(c, in->d, RAX);
}

static void jump(struct nat *c, const uint8_t *op, int oplen, qir_label l)
{
	nat_put(c, op, (size_t)oplen);
	nat_fixup_add(c, (uint32_t)c->len, l, 0);
	nat_put32(c, 0);
}

static void branch(struct nat *c, const struct qir_insn *in)
{
	struct loc l = home_of(c, in->a);
	int64_t v;

	if (nat_const_in(c, in->a, INT64_MIN, INT64_MAX, &v)) {
		if ((v != 0) == (in->op == QO_BT))
			jump(c, (const uint8_t *)"\xe9", 1, in->lab);
		return;
	}
	if (l.mem) { /* cmp qword [rbp+d], 0 */
		op1(c, true, 0x83, 7, l);
		put1(c, 0);
	} else { /* test reg, reg */
		op1(c, true, 0x85, l.reg, l);
	}
	jump(c, (const uint8_t *)(in->op == QO_BT ? "\x0f\x85" : "\x0f\x84"), 2,
	     in->lab);
}

static void call(struct nat *c, const struct qir_insn *in)
{
	const struct qir_sym *s = &c->u->syms.v[in->sym];

	for (int k = 0; k < in->nargs; k++)
		load(c, arg_regs[k], qir_call_args(c->f, in)[k]);
	mov_imm(c, RAX, (int64_t)(uintptr_t)s->addr);
	nat_put(c, "\xff\xd0", 2); /* call rax */
	if (in->d)
		store(c, in->d, RAX);
}

static void insn(struct nat *c, const struct qir_insn *in)
{
	switch (in->op) {
	case QO_MOVI:
		if (c->isconst[in->d])
			break; /* materialised at each use */
		if (home_of(c, in->d).mem && fits32(in->imm)) {
			op1(c, true, 0xc7, 0, home_of(c, in->d));
			nat_put32(c, (uint32_t)in->imm);
		} else if (!home_of(c, in->d).mem) {
			mov_imm(c, home_of(c, in->d).reg, in->imm);
		} else {
			mov_imm(c, RAX, in->imm);
			store(c, in->d, RAX);
		}
		break;
	case QO_MOV:
		load(c, RAX, in->a);
		store(c, in->d, RAX);
		break;
	case QO_ADDR:
		mov_imm(c, RAX, (int64_t)(uintptr_t)c->u->syms.v[in->sym].addr);
		store(c, in->d, RAX);
		break;
	case QO_ADD:
		alu(c, in, 0x03, 0);
		store(c, in->d, RAX);
		break;
	case QO_SUB:
		alu(c, in, 0x2b, 5);
		store(c, in->d, RAX);
		break;
	case QO_AND:
		alu(c, in, 0x23, 4);
		store(c, in->d, RAX);
		break;
	case QO_OR:
		alu(c, in, 0x0b, 1);
		store(c, in->d, RAX);
		break;
	case QO_XOR:
		alu(c, in, 0x33, 6);
		store(c, in->d, RAX);
		break;
	case QO_MUL:
		load(c, RAX, in->a);
		load(c, RCX, in->b);
		nat_put(c, "\x48\x0f\xaf\xc1", 4); /* imul rax, rcx */
		store(c, in->d, RAX);
		break;
	case QO_DIV:
	case QO_MOD:
		divide(c, in);
		break;
	case QO_SHL:
	case QO_SHR:
		shift(c, in);
		break;
	case QO_EQ ... QO_GE:
		compare(c, in);
		break;
	case QO_NEG:
	case QO_NOT:
		load(c, RAX, in->a);
		op1(c, true, 0xf7, in->op == QO_NEG ? 3 : 2, reg_loc(RAX));
		store(c, in->d, RAX);
		break;
	case QO_LNOT:
		load(c, RAX, in->a);
		/* test rax, rax; sete al; movzx eax, al */
		nat_put(c, "\x48\x85\xc0\x0f\x94\xc0\x0f\xb6\xc0", 9);
		store(c, in->d, RAX);
		break;
	case QO_LOAD64 ... QO_STORE32:
		memory(c, in);
		break;
	case QO_JMP:
		jump(c, (const uint8_t *)"\xe9", 1, in->lab);
		break;
	case QO_BT:
	case QO_BF:
		branch(c, in);
		break;
	case QO_CALL:
		call(c, in);
		break;
	case QO_RET:
		if (in->a)
			load(c, RAX, in->a);
		else
			nat_put(c, "\x31\xc0", 2); /* xor eax, eax */
		epilogue(c);
		break;
	default:
		c->failed = true;
		break;
	}
}

static void patch(struct nat *c, const struct nat_fixup *fx, uint32_t target)
{
	int64_t rel = (int64_t)target - (int64_t)(fx->at + 4);

	if (!fits32(rel)) {
		c->failed = true;
		return;
	}
	uint32_t v = (uint32_t)rel;
	memcpy(c->buf + fx->at, &v, 4); /* x86-64 is little-endian */
}

const struct nat_arch nat_x64 = {
	.name = "x86-64",
	.nhome = sizeof home_regs,
	.ncallee = 5,
	.inline_consts = true,
	.prologue = prologue,
	.insn = insn,
	.patch = patch,
};
